/**
 * What going on from a step may have to wait for, though the step already shows:
 * - the phone rules (libphonenumber-js with the served countries' metadata, 13 KiB gzip) on a step that asks for a
 *   phone. They download once a step has shown (prefetchWidgets.ts), mostly while the visitor reads and types; until
 *   then the number is not judged (src/core/phoneOnDemand.ts). A failed download is reported, with the reload offered
 *   above the step, by the page's handler of Vite's preload errors (src/app/errors/capture.ts), as for any chunk; here
 *   the answers stay in the form, and Next tries the download again.
 * - a screener's study (with the initial payload) and then its questions, which come from the server after the page.
 *   A visitor whose answers were given back after a refresh or a language switch (stepDraft.ts) can press Finish
 *   before they come; the answers are judged once the step has rendered with them (storeArrival.ts).
 * The submit is held, Next shows its progress, and once what it waits for is in, the same submit is made again.
 */
export interface Arrival {
  arrived(): boolean;
  /** Settles once it has arrived; rejects when it cannot. */
  wait(): Promise<void>;
}

export interface HeldSubmit {
  preventDefault(): void;
  stopPropagation(): void;
}

export interface HoldCallbacks {
  /** Next shows its progress while held, and not after. */
  busy(busy: boolean): void;
  /** The same submit again (the form's requestSubmit), now that it has arrived. */
  resubmit(): void;
}

/**
 * What going on from a step waits for: null when the step needs nothing or it has arrived (it goes on at once, in the
 * same task), else its arrival, true once in and false when it failed.
 */
export function pendingArrival(needed: boolean, arrival: Arrival): Promise<boolean> | null {
  if (!needed || arrival.arrived()) return null;
  return arrival.wait().then(() => true, () => false);
}

/** Runs `run` at once when nothing is pending, else once it has arrived; not at all when it failed. */
export function whenArrived(needed: boolean, arrival: Arrival, run: () => void): void {
  const pending = pendingArrival(needed, arrival);
  if (!pending) run();
  else void pending.then((ready) => { if (ready) run(); });
}

/**
 * A step's submit hold: `hold(event, needed)` is true when it took the submit, to be made again once what it waits for
 * has arrived. A second submit while one is held (Enter again, a second click) is taken and dropped: one submit goes on.
 */
export function submitHold(arrival: Arrival, on: HoldCallbacks): (event: HeldSubmit, needed: boolean) => boolean {
  let holding = false;
  return (event, needed) => {
    const pending = holding ? null : pendingArrival(needed, arrival);
    if (!holding && !pending) return false;
    event.preventDefault();
    event.stopPropagation();
    if (!pending) return true;
    holding = true;
    on.busy(true);
    void pending.then((ready) => {
      holding = false;
      on.busy(false);
      if (ready) on.resubmit();
    });
    return true;
  };
}
