/**
 * A step that asks for a phone shows before the phone rules (libphonenumber-js with the served countries' metadata,
 * 13 KiB gzip) are in: they download once a step has shown (prefetchWidgets.ts), mostly while the visitor reads and
 * types. Until then the number is not judged (src/core/phoneOnDemand.ts). Going on waits for them: the submit is held,
 * Next shows its progress, and once they are in the same submit is made again, judged with them. A failed download is
 * reported, with the reload offered above the step, by the page's handler of Vite's preload errors (src/app/errors/
 * capture.ts), as for any chunk; here the answers stay in the form, and Next tries the download again.
 */
export interface PhoneRules {
  loaded(): boolean;
  load(): Promise<void>;
}

export interface HeldSubmit {
  preventDefault(): void;
  stopPropagation(): void;
}

export interface HoldCallbacks {
  /** Next shows its progress while held, and not after. */
  busy(busy: boolean): void;
  /** The same submit again (the form's requestSubmit), now that the rules are in. */
  resubmit(): void;
}

/**
 * A step's submit hold: `hold(event, asksPhone)` is true when it took the submit, to be made again once the rules are
 * in. A second submit while one is held (Enter again, a second click) is taken and dropped: one submit goes on.
 */
export function phoneRulesHold(rules: PhoneRules, on: HoldCallbacks): (event: HeldSubmit, asksPhone: boolean) => boolean {
  let holding = false;
  return (event, asksPhone) => {
    if (!holding && (!asksPhone || rules.loaded())) return false;
    event.preventDefault();
    event.stopPropagation();
    if (holding) return true;
    holding = true;
    on.busy(true);
    rules.load().then(
      () => { holding = false; on.busy(false); on.resubmit(); },
      () => { holding = false; on.busy(false); },
    );
    return true;
  };
}
