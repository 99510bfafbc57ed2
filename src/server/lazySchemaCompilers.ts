/**
 * Route schemas compiled when a route is first used instead of when the server starts. Compiling every validator and
 * response serializer up front was the largest part of a start (about 0.6 s of 3.2 s): most routes are not called in
 * the first seconds, and an API test file calls a handful of the ~80. Each route's schemas are still compiled once,
 * never per request.
 */

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
export function lazyValidator(compile: () => Validator): Validator {
  let compiled: Validator | null = null;
  const validate: Validator = (data, context) => {
    compiled ??= compile();
    const result = compiled(data, context);
    validate.errors = compiled.errors;
    return result;
  };
  validate.schemaEnv = true;
  return validate;
}

export function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | null = null;
  return (data) => (compiled ??= compile())(data);
}

/**
 * Wraps a Fastify compiler factory (externalSchemas, options) => compile so that every compile is deferred, and the
 * factory's own set-up too (an Ajv instance with every shared schema added costs about 60 ms).
 */
export function deferCompiles<A extends unknown[], F>(factory: (...args: A) => Compile<F>, wrap: (compile: () => F) => F): (...args: A) => Compile<F> {
  return (...args) => {
    let compile: Compile<F> | null = null;
    return (route) => wrap(() => (compile ??= factory(...args))(route));
  };
}
