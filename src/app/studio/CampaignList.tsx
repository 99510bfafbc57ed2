/** Every campaign with its type, flow type and flow picture: the active-flows page. */
import { useEffect } from 'react';
import { Link } from '../../../widgets/router.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import { terminalSteps } from '../../engine/graph.ts';
import { flowPictureUrl } from './flowPictureUrl.ts';

export function CampaignList({ campaigns }: { campaigns: ReadonlyMap<string, Campaign> }) {
  useEffect(() => { document.title = 'Campaign studio'; }, []);
  const sorted = [...campaigns.values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <main className="studio" id="main">
      <h1>Campaign studio</h1>
      <p>Every campaign this build serves. Open one to edit its JSON with the checker running, and to preview any step. The studio is not served in production.</p>
      <p><Link to="/signup/_studio/sessions">Recorded sessions</Link>: replay visits recorded on this server (inputs masked).</p>
      <table className="studio__table" role="table">
        <caption>{sorted.length} campaigns</caption>
        <thead role="rowgroup">
          <tr role="row"><th scope="col" role="columnheader">Campaign</th><th scope="col" role="columnheader">Type</th><th scope="col" role="columnheader">Flow type</th><th scope="col" role="columnheader">Steps</th><th scope="col" role="columnheader">Terminal pages</th><th scope="col" role="columnheader">Flow</th></tr>
        </thead>
        <tbody role="rowgroup">
          {sorted.map((c) => (
            <tr role="row" key={c.name}>
              <th scope="row" role="rowheader"><Link to={`/signup/_studio/${c.name}`}>{c.name}</Link></th>
              <td role="cell" data-label="Type">{c.campaignType}</td>
              <td role="cell" data-label="Flow type">{c.flowType}</td>
              <td role="cell" data-label="Steps">{c.stepOrder.length}</td>
              <td role="cell" data-label="Terminal pages">{terminalSteps(c).join(', ')}</td>
              <td role="cell" data-label="Flow"><img className="studio__thumb" src={flowPictureUrl(c)} alt={`Flow of ${c.name}`} loading="lazy" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
