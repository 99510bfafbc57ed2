/**
 * The recording's session: a random id per browser tab and the next batch number, both kept in sessionStorage so
 * a reload continues the session without reusing a batch number (a reused one would be taken for a retry).
 */
const KEY = 'trial-signup.recording';

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

/** Resumes this tab's session or starts one; without usable storage the session lives as long as the page. */
export function recordingIdentity(storage: Storage | null, newId: () => string = () => crypto.randomUUID()): RecordingIdentity {
  const state = read(storage) ?? { sessionId: newId(), next: 0 };
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
