/** Runs `run` once the browser is idle (within 2 s), or after 200 ms where it cannot tell: for work no visitor waits for. */
export type Idle = (run: () => void) => void;

export const whenIdle: Idle = (run) => {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};
