/**
 * A page's title (WCAG 2.4.2): what this page is, where it stands in the flow, whose site it is:
 * "<step heading> – Step n of m – <brand>". Parts that are missing (a step outside the counted ones, a brand without
 * a name) are left out rather than shown empty.
 */
export function documentTitle(parts: ReadonlyArray<string | null | undefined>): string {
  return parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part)).join(' – ');
}

/** The first heading a step's content shows, and whether it quotes the visitor (marked data-personal). */
export interface ContentHeading {
  text: string | null;
  personal: boolean;
  /** The heading's words without the visitor's ("Thank you!" for "Thank you, Ana!"), where the page gives them (data-title). */
  title?: string | null;
}

/**
 * What names a step in its title: its own heading; for a step without one (a thank-you page), the heading its content
 * shows, unless that heading quotes the visitor ("Ana, thank you…"): a title is kept in the browser's history and in
 * session recordings. Such a heading gives its words without the name instead, where it has them ("Thank you!"). Then
 * the campaign's page title (the spec's pageTitle, "Registration" by default).
 */
export function titleHeading(stepHeading: string | null, content: ContentHeading | null, pageTitle: string): string {
  if (stepHeading) return stepHeading;
  if (content && !content.personal && content.text?.trim()) return content.text;
  // A heading that quotes the visitor names the page by its words without the name, in the page's language.
  if (content?.personal && content.title?.trim()) return content.title;
  return pageTitle;
}
