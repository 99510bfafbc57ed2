/**
 * Replays one recorded session with rrweb's Replayer (loaded with this page only), beside its step navigations,
 * tracked actions and metadata. The replay frame runs no script (rrweb's sandbox); typed values show masked.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from '../../../widgets/router.tsx';
import { callEndpoint } from '../api/client.ts';
import type { RecordingSessionResponse } from '../../generated/api/recording-session.response.ts';
import type { Replayer } from './replayer.ts';
import { formatRecordingTime } from './recordingTime.ts';

type PlayState = 'loading' | 'paused' | 'playing' | 'finished';

export function SessionReplay() {
  const { id = '' } = useParams();
  const [session, setSession] = useState<RecordingSessionResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [play, setPlay] = useState<PlayState>('loading');
  const stage = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  // Where a pause left the replay; rrweb's own current time means nothing before the first play.
  const pausedAt = useRef(0);

  useEffect(() => {
    document.title = `Session ${id} · Campaign studio`;
    callEndpoint('recordedSession', { params: { id } }).then(setSession, (err: Error) => setFailure(err.message));
  }, [id]);

  useEffect(() => {
    const root = stage.current;
    if (!session || !root) return;
    let cancelled = false;
    import('./replayer.ts').then(({ mountReplayer }) => {
      if (cancelled) return;
      try {
        const r = mountReplayer(root, session.events, `Replay of session ${session.id}`);
        r.on('finish', () => { pausedAt.current = 0; setPlay('finished'); });
        replayer.current = r;
        setPlay('paused');
      } catch (err) {
        setFailure(`this session cannot be replayed (${(err as Error).message})`);
      }
    }, (err: Error) => setFailure(err.message));
    return () => {
      cancelled = true;
      replayer.current?.destroy();
      replayer.current = null;
      root.replaceChildren();
    };
  }, [session]);

  const toggle = () => {
    const r = replayer.current;
    if (!r) return;
    if (play === 'playing') {
      pausedAt.current = r.getCurrentTime();
      r.pause();
      setPlay('paused');
    } else {
      r.play(play === 'finished' ? 0 : pausedAt.current);
      setPlay('playing');
    }
  };

  return (
    <main className="studio" id="main">
      {/* A full page load: the list gets its strict CSP back (this page allows inline styles for the replay). */}
      <p><a href="/signup/_studio/sessions">← Recorded sessions</a></p>
      <h1>Session <code>{id}</code></h1>
      {failure ? <p role="alert">The session could not be shown: {failure}</p> : null}
      {!session && !failure ? <p role="status">Loading the session…</p> : null}
      {session ? (
        <>
          <dl className="studio__facts">
            <dt>Flow</dt><dd>{session.flow}</dd>
            <dt>Started</dt><dd><time dateTime={session.startedAt}>{formatRecordingTime(session.startedAt)}</time></dd>
            <dt>Batches</dt><dd>{session.batches}</dd>
            <dt>Events</dt><dd>{session.events.length}</dd>
            <dt>Host</dt><dd>{session.hostName}</dd>
          </dl>
          <div className="studio__replay-controls">
            <button type="button" onClick={toggle} disabled={play === 'loading'}>{play === 'playing' ? 'Pause' : play === 'finished' ? 'Replay again' : 'Play'}</button>
            <span role="status">{play === 'loading' ? 'Preparing the replay…' : play === 'playing' ? 'Playing' : play === 'finished' ? 'Finished' : 'Paused'}</span>
          </div>
          {/* Scrollable when the recorded window is larger than this one, so it takes keyboard focus. */}
          <div className="studio__replay" ref={stage} role="region" aria-label="Replay" tabIndex={0} />
          <div className="studio__columns">
            <section aria-labelledby="replay-steps">
              <h2 id="replay-steps">Step navigations</h2>
              {session.routerLogs.length ? (
                <ol>{session.routerLogs.map((l, i) => <li key={i}><time dateTime={new Date(l.at).toISOString()}>{formatRecordingTime(new Date(l.at).toISOString())}</time>: {l.from} → {l.to}</li>)}</ol>
              ) : <p>None in this session.</p>}
              <h2>Tracked actions</h2>
              {session.actionLogs.length ? (
                <ol>{session.actionLogs.map((l, i) => <li key={i}>{l.routePath}: {l.actions.join(', ')}</li>)}</ol>
              ) : <p>None in this session.</p>}
            </section>
            <section aria-labelledby="replay-metadata">
              <h2 id="replay-metadata">Metadata</h2>
              <pre className="studio__excerpt">{JSON.stringify(session.metadata, null, 2)}</pre>
            </section>
          </div>
        </>
      ) : null}
    </main>
  );
}
