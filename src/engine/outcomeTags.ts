/** Analytics outcome tags of a screening (spec §4): site, criteria and bio outcomes, and fully qualified only when it is. */
export interface ScreeningOutcome {
  siteFound: boolean;
  criteriaQualified: boolean;
  bioQualified: boolean;
  fullyQualified: boolean;
}

export function outcomeTags(o: ScreeningOutcome): string[] {
  return [
    o.siteFound ? 'site_found' : 'site_not_found',
    o.criteriaQualified ? 'criteria_qualified' : 'criteria_disqualified',
    o.bioQualified ? 'bio_qualified' : 'bio_disqualified',
    ...(o.fullyQualified ? ['fully_qualified'] : []),
  ];
}
