/**
 * The recording's session: an id the server gives this browser tab (POST /api/sr/open, which keeps which browser
 * opened it and accepts uploads only from it) and the next batch number, both kept in sessionStorage so a reload
 * continues the session without opening another or reusing a batch number (a reused one would be taken for a retry).
 */
import { callEndpoint } from '../api/client.ts';

/** v2: ids the server opened. The ids browsers made up before are not reused (the server refuses them). */
const KEY = 'trial-signup.recording.v2';

export interface RecordingIdentity {
  readonly sessionId: string;
  /** The next batch's sequence number; each call gives a new one. */
  nextOrderId(): number;
}

type Stored = { sessionId: string; next: number };

function read(storage: Storage | null): Stored | null {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    if (parsed && typeof parsed.sessionId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(parsed.sessionId) && Number.isSafeInteger(parsed.next) && (parsed.next as number) >= 0) {
      return parsed as Stored;
    }
  } catch {
    // Unreadable or blocked storage: a new session.
  }
  return null;
}

/** Asks the server to open a recording for this browser; answers its id. */
export async function openRecordingSession(): Promise<string> {
  const { sessionId } = await callEndpoint('openRecording', { body: {}, background: true });
  return sessionId;
}

/**
 * Resumes this tab's session or has the server open one (once, before the first upload); without usable storage the
 * session lives as long as the page. Rejects when the server does not open one.
 */
export async function recordingIdentity(storage: Storage | null, open: () => Promise<string> = openRecordingSession): Promise<RecordingIdentity> {
  const state = read(storage) ?? { sessionId: await open(), next: 0 };
  const save = () => {
    try {
      storage?.setItem(KEY, JSON.stringify(state));
    } catch {
      // Full or blocked storage: numbering still goes on in memory.
    }
  };
  save();
  return {
    sessionId: state.sessionId,
    nextOrderId() {
      const id = state.next;
      state.next += 1;
      save();
      return id;
    },
  };
}
