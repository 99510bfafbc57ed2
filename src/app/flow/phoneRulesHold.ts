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
 * What going on from a step waits for: null when it asks for no phone or the rules are in (it goes on at once, in the
 * same task), else their download, true once they are in and false when it failed.
 */
export function phoneRulesPending(asksPhone: boolean, rules: PhoneRules): Promise<boolean> | null {
  if (!asksPhone || rules.loaded()) return null;
  return rules.load().then(() => true, () => false);
}

/** Runs `run` at once when nothing is pending, else once the rules are in; not at all when their download failed. */
export function whenPhoneRulesIn(asksPhone: boolean, rules: PhoneRules, run: () => void): void {
  const pending = phoneRulesPending(asksPhone, rules);
  if (!pending) run();
  else void pending.then((ready) => { if (ready) run(); });
}

/**
 * A step's submit hold: `hold(event, asksPhone)` is true when it took the submit, to be made again once the rules are
 * in. A second submit while one is held (Enter again, a second click) is taken and dropped: one submit goes on.
 */
export function phoneRulesHold(rules: PhoneRules, on: HoldCallbacks): (event: HeldSubmit, asksPhone: boolean) => boolean {
  let holding = false;
  return (event, asksPhone) => {
    const pending = holding ? null : phoneRulesPending(asksPhone, rules);
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
