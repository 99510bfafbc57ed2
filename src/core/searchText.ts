/**
 * Text as a search compares it: lower case, without accents. A Spanish visitor typing "cancer" or "diabetes tipo"
 * on a keyboard without accents finds "Cáncer de mama"; "CÁNCER" and "cáncer" match it too. An "ñ" is an "n" here,
 * as search boxes commonly take it.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}
