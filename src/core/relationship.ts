/** Relationship to the participant (spec §3) and the relation type that picks caregiver wording. */
export const RELATIONSHIPS = ['Self', 'Other', 'Child', 'Parent', 'Spouse', 'Friend', 'Caregiver'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** What a caregiver can choose: everyone but Self. */
export const CAREGIVER_RELATIONSHIPS = ['Parent', 'Child', 'Spouse', 'Friend', 'Caregiver', 'Other'] as const satisfies readonly Relationship[];

export const RELATION_TYPES = ['self', 'parent', 'child', 'spouse', 'friend', 'caregiver'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

export function isRelationship(value: unknown): value is Relationship {
  return typeof value === 'string' && (RELATIONSHIPS as readonly string[]).includes(value);
}

/** The wording to use: none or Self → self; Other → caregiver; the rest by name. */
export function relationType(relationship: Relationship | null | undefined): RelationType {
  switch (relationship) {
    case undefined: case null: case 'Self': return 'self';
    case 'Other': case 'Caregiver': return 'caregiver';
    default: return relationship.toLowerCase() as RelationType;
  }
}

/** A caregiver's relationship defaults to Parent (spec §3). */
export const DEFAULT_CAREGIVER_RELATIONSHIP: Relationship = 'Parent';
