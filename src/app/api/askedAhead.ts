/**
 * One question asked of the server ahead of the tap that needs its answer (a search page's studies, asked once its
 * postal code is complete): the tap takes the answer waiting, or still on its way, when it asks the same question
 * within `freshMs`; else it asks anew. The answer is taken once: asking again later (Search pressed twice) asks the
 * server again, as does a question asked ahead that failed.
 */
export interface AskedAhead<Q, A> {
  /** Asks now, unless this same question is already asked ahead, fresh and not failed. */
  ahead(question: Q): void;
  /** The answer to `question`: the one asked ahead when it is the same question, fresh and not failed; else a new ask. */
  take(question: Q): Promise<A>;
}

export function createAskedAhead<Q, A>(ask: (question: Q) => Promise<A>, freshMs: number, now: () => number = Date.now): AskedAhead<Q, A> {
  let asked: { key: string; at: number; answer: Promise<A>; failed: boolean } | null = null;
  const usable = (key: string) => (asked && asked.key === key && !asked.failed && now() - asked.at <= freshMs ? asked : null);
  return {
    ahead(question) {
      const key = JSON.stringify(question);
      if (usable(key)) return;
      const entry = { key, at: now(), answer: ask(question), failed: false };
      // A failure is the tap's to meet, when it asks again.
      entry.answer.catch(() => { entry.failed = true; });
      asked = entry;
    },
    take(question) {
      const found = usable(JSON.stringify(question));
      asked = null;
      return found ? found.answer : ask(question);
    },
  };
}
