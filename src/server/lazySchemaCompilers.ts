/**
 * Route schemas compiled when a route is first used instead of when the server starts. Compiling every validator and
 * response serializer up front was the largest part of a start (about 0.6 s of 3.2 s): most routes are not called in
 * the first seconds, and an API test file calls a handful of the ~80. Each route's schemas are still compiled once,
 * never per request. Once the server answers, what no request has compiled yet is compiled while it is idle
 * (`DeferredCompiles`), so that the first visitor of a route does not wait for it either (a new server's first lead save
 * waited about 0.1 s for its compiles and the compiler's set-up).
 */

/** The compiles not done yet, in the order the routes were registered. */
export class DeferredCompiles {
  private readonly pending = new Set<() => unknown>();
  private stopped = false;

  /** Registers a compile; it leaves the list once done, by its first use or by `compileAll`. */
  add(compile: () => unknown): void {
    if (!this.stopped) this.pending.add(compile);
  }

  done(compile: () => unknown): void {
    this.pending.delete(compile);
  }

  get size(): number {
    return this.pending.size;
  }

  /**
   * Compiles what is left, one compile per turn of the event loop, so that a request arriving meanwhile waits for one
   * compile at most; resolves with how many it compiled. A compile that fails is left to fail at its route's first
   * use, as it would have without this.
   */
  async compileAll(): Promise<number> {
    let compiled = 0;
    for (const compile of this.pending) {
      if (this.stopped) break;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!this.pending.has(compile)) continue;
      this.pending.delete(compile);
      try {
        compile();
        compiled += 1;
      } catch {
        // Its route's first use compiles it again and answers with the error.
      }
    }
    return compiled;
  }

  /** No more compiles in the background (the server is closing). */
  stop(): void {
    this.stopped = true;
    this.pending.clear();
  }
}

interface RouteSchema { schema: unknown; method: string; url: string; httpPart?: string; httpStatus?: string; contentType?: string }
type Compile<F> = (route: RouteSchema) => F;

/** Ajv's validator shape as Fastify calls it: a second argument, and the errors left on the function. */
interface Validator {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

/**
 * A validator that compiles on its first call. It says it has a schemaEnv, so Fastify passes the parent object and Ajv
 * may replace a coerced root value (a querystring's defaults); the compiled validator ignores what it does not need.
 */
export function lazyValidator(compile: () => Validator, deferred?: DeferredCompiles): Validator {
  let compiled: Validator | null = null;
  const compileNow = () => {
    compiled ??= compile();
    deferred?.done(compileNow);
    return compiled;
  };
  deferred?.add(compileNow);
  const validate: Validator = (data, context) => {
    const result = (compiled ?? compileNow())(data, context);
    validate.errors = (compiled as Validator).errors;
    return result;
  };
  validate.schemaEnv = true;
  return validate;
}

export function lazySerializer(compile: () => (data: unknown) => string, deferred?: DeferredCompiles): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | null = null;
  const compileNow = () => {
    compiled ??= compile();
    deferred?.done(compileNow);
    return compiled;
  };
  deferred?.add(compileNow);
  return (data) => (compiled ?? compileNow())(data);
}

/**
 * Wraps a Fastify compiler factory (externalSchemas, options) => compile so that every compile is deferred, and the
 * factory's own set-up too (an Ajv instance with every shared schema added costs about 60 ms).
 */
export function deferCompiles<A extends unknown[], F>(factory: (...args: A) => Compile<F>, wrap: (compile: () => F, deferred?: DeferredCompiles) => F, deferred?: DeferredCompiles): (...args: A) => Compile<F> {
  return (...args) => {
    let compile: Compile<F> | null = null;
    return (route) => wrap(() => (compile ??= factory(...args))(route), deferred);
  };
}
