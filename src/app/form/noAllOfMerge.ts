/**
 * Stands in for @x0k/json-schema-merge inside rjsf: rjsf merges `allOf` (and `patternProperties`) with it, and our
 * step forms use neither (formSchemaFeatures.test.ts keeps it so). Saves ~5 KiB gzip.
 */
function unsupported(): never {
  throw new Error('step form schemas have no allOf to merge');
}

export const createComparator = () => ({ compareSchemaDefinitions: unsupported, compareSchemaValues: unsupported });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createShallowAllOfMerge = () => unsupported;
export const createDeduplicator = () => unsupported;
export const createIntersector = () => unsupported;
