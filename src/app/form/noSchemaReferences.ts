/**
 * Stands in for fast-uri inside rjsf: rjsf resolves `$ref`s with it, and our step forms have none
 * (stepFormSchema builds flat objects; formSchemaFeatures.test.ts keeps it so). Saves ~7 KiB gzip.
 */
function unsupported(): never {
  throw new Error('step form schemas have no $ref to resolve');
}

export default { equal: unsupported, resolve: unsupported };
