/**
 * How many error lines an anonymous endpoint may write per window: the spec logs an invalid flow as an error, and
 * alerts follow error lines, so without a bound one script could raise hundreds of alerts a minute. Past the budget
 * the same line is written at info, so nothing is lost from the log.
 */
export function errorLogBudget(perWindow: number, windowMs: number, now: () => number = Date.now): () => boolean {
  let windowStart = -Infinity;
  let used = 0;
  return () => {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      used = 0;
    }
    used += 1;
    return used <= perWindow;
  };
}
