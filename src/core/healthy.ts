/** The healthy-volunteer indication: auto-selected (and not shown) on ss3 and on vaccine flows. */
export const HEALTHY_VOLUNTEER_SLUG = 'healthy-volunteer';

export function healthyIndicationId(categories: ReadonlyArray<{ indications: ReadonlyArray<{ id: number; slug: string }> }>): number | null {
  for (const c of categories) for (const i of c.indications) if (i.slug === HEALTHY_VOLUNTEER_SLUG) return i.id;
  return null;
}

/** The conditions to search: the chosen ones plus the healthy-volunteer indication when it is auto-selected. */
export function searchIndications(chosen: readonly number[], healthyId: number | null, includeHealthy: boolean): number[] {
  return includeHealthy && healthyId !== null && !chosen.includes(healthyId) ? [...chosen, healthyId] : [...chosen];
}
