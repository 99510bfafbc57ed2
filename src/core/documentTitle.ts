/**
 * A page's title (WCAG 2.4.2): what this page is, where it stands in the flow, whose site it is:
 * "<step heading> – Step n of m – <brand>". Parts that are missing (a step without a heading, a step outside the
 * counted ones, a brand without a name) are left out rather than shown empty.
 */
export function documentTitle(parts: ReadonlyArray<string | null | undefined>): string {
  return parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part)).join(' – ');
}
