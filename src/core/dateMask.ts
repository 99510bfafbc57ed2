/**
 * The date box's mask in the country's format: each digit keeps its place as the visitor edits. Apart from dates.ts,
 * which every page's rules use, so the masks come only with the text boxes (widgets/formSteps.ts).
 */
import type { CountrySettings } from './countries.ts';
import { fixedPlacesMask, type InputMask } from './mask.ts';

export function dateInputMask(country: CountrySettings): InputMask {
  return fixedPlacesMask(country.dateInputMask);
}
