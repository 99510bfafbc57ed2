/** Percentiles and the table bench:steps prints. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** A row of the table; a walk BENCH_ONLY left out has no figures and says so rather than print NaN. */
export function row(label: string, values: readonly number[]): string {
  if (!values.length) return `${label.padEnd(42)} not walked`;
  const f = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  return `${label.padEnd(42)} p50 ${f(percentile(values, 50))}  p95 ${f(percentile(values, 95))}  max ${f(Math.max(...values))}  (n=${values.length})`;
}
