/** Recorded sessions (newest first): flow, start, batches and events, each linking to its replay. */
import { useEffect, useState } from 'react';
import { Link } from '../../../widgets/router.tsx';
import { callEndpoint } from '../api/client.ts';
import type { RecordingSessionSummary } from '../../generated/api/recording-sessions.response.ts';
import { formatRecordingTime } from './recordingTime.ts';

export function SessionList() {
  const [sessions, setSessions] = useState<RecordingSessionSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Recorded sessions · Campaign studio';
    callEndpoint('recordedSessions').then((r) => setSessions(r.sessions), (err: Error) => setFailure(err.message));
  }, []);

  return (
    <main className="studio" id="main">
      <p><Link to="/signup/_studio">← Campaign studio</Link></p>
      <h1>Recorded sessions</h1>
      <p>
        Visits recorded with rrweb while <code>RECORDING_ENABLED</code> is on (the default). Every input is masked in the
        visitor&apos;s browser, so no typed value is stored. Open a session to replay it.
      </p>
      {failure ? <p role="alert">The sessions could not be loaded: {failure}</p> : null}
      {!sessions && !failure ? <p role="status">Loading the sessions…</p> : null}
      {sessions && sessions.length === 0 ? <p role="status">No session has been recorded yet: open a campaign page, e.g. /signup/s6/home, and come back.</p> : null}
      {sessions && sessions.length > 0 ? (
        <table className="studio__table" role="table">
          <caption>{sessions.length === 1 ? '1 recorded session' : `${sessions.length} recorded sessions`}</caption>
          <thead role="rowgroup">
            <tr role="row"><th scope="col" role="columnheader">Session</th><th scope="col" role="columnheader">Flow</th><th scope="col" role="columnheader">Started</th><th scope="col" role="columnheader">Last batch</th><th scope="col" role="columnheader">Batches</th><th scope="col" role="columnheader">Events</th><th scope="col" role="columnheader">Host</th></tr>
          </thead>
          <tbody role="rowgroup">
            {sessions.map((s) => (
              <tr role="row" key={s.id}>
                {/* A full page load, not an in-app navigation: the replay page comes with its own CSP (inline styles for rrweb). */}
                <th scope="row" role="rowheader"><a href={`/signup/_studio/sessions/${encodeURIComponent(s.id)}`} aria-label={`Replay session ${s.id}`}><code>{s.id}</code></a></th>
                <td role="cell" data-label="Flow">{s.flow}</td>
                <td role="cell" data-label="Started"><time dateTime={s.startedAt}>{formatRecordingTime(s.startedAt)}</time></td>
                <td role="cell" data-label="Last batch"><time dateTime={s.updatedAt}>{formatRecordingTime(s.updatedAt)}</time></td>
                <td role="cell" data-label="Batches">{s.batches}</td>
                <td role="cell" data-label="Events">{s.events}</td>
                <td role="cell" data-label="Host">{s.hostName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}
