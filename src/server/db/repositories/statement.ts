/** Numbered parameters for a statement assembled from parts (a claim, a check, a write), so each part can add its own. */
export class Params {
  readonly values: unknown[] = [];

  /** `$n` for `value`, with a cast where the statement cannot infer the type (a SELECT that feeds an INSERT). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
