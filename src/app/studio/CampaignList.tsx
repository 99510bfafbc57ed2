/** Every campaign with its type, flow type and flow picture: the active-flows page. */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
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
      <table className="studio__table">
        <caption>{sorted.length} campaigns</caption>
        <thead>
          <tr><th scope="col">Campaign</th><th scope="col">Type</th><th scope="col">Flow type</th><th scope="col">Steps</th><th scope="col">Terminal pages</th><th scope="col">Flow</th></tr>
        </thead>
        <tbody>
          {sorted.map((c) => (
            <tr key={c.name}>
              <th scope="row"><Link to={`/signup/_studio/${c.name}`}>{c.name}</Link></th>
              <td>{c.campaignType}</td>
              <td>{c.flowType}</td>
              <td>{c.stepOrder.length}</td>
              <td>{terminalSteps(c).join(', ')}</td>
              <td><img className="studio__thumb" src={flowPictureUrl(c)} alt={`Flow of ${c.name}`} loading="lazy" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
