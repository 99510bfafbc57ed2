/**
 * campaigns:check's rules for step settings (`meta`) that act on a field: a setting without its field did nothing or
 * failed every visitor, and a field without its setting was answered for nothing. Booking books the time chosen in the
 * step's calendar; screening judges the study's questions, asked on the step or before it; a phone match is checked
 * with the screening it belongs to.
 */
import type { Campaign, Step } from './campaign.ts';
import { FIELD_KINDS, isFieldKind, kindSpec, type PageNeed } from './fieldKinds.ts';
import { escapePointerToken } from './jsonPointer.ts';
import { edgesOf, reachableForwardFrom } from './graph.ts';

export interface MetaProblem {
  pointer: string;
  message: string;
}

/** The calendar a booking step books, and what its field loads to offer times. */
const CALENDARS: ReadonlyArray<{ book: NonNullable<NonNullable<Step['meta']>['book']>; need: PageNeed }> = [
  { book: 'secondary', need: 'secondaryScreeningSlots' },
  { book: 'site', need: 'siteSlots' },
];

const kindsNeeding = (need: PageNeed): string => FIELD_KINDS.filter((kind) => kindSpec(kind).needs?.includes(need)).join(' or ');

/**
 * The index of the first field of `step` whose kind loads `need`; -1 without one. Unlike pageNeeds' stepNeeds, it gives
 * the field's place (for the problem's pointer) and passes over a kind the checker has already refused as unknown.
 */
function fieldNeeding(step: Step, need: PageNeed): number {
  return step.fields.findIndex((field) => isFieldKind(field.kind) && (kindSpec(field.kind).needs ?? []).includes(need));
}

export function metaProblems(campaign: Campaign): MetaProblem[] {
  const problems: MetaProblem[] = [];
  const edges = edgesOf(campaign);
  const after = new Map(campaign.stepOrder.map((id) => [id, reachableForwardFrom(campaign, id, edges)]));
  const asksCriteria = campaign.stepOrder.filter((id) => fieldNeeding(campaign.steps[id] as Step, 'studyCriteria') >= 0);
  const screens = campaign.stepOrder.filter((id) => campaign.steps[id]?.meta?.screen === true);
  for (const id of campaign.stepOrder) {
    const step = campaign.steps[id];
    if (!step) continue;
    const base = `/steps/${escapePointerToken(id)}`;
    const meta = step.meta ?? {};
    for (const { book, need } of CALENDARS) {
      const at = fieldNeeding(step, need);
      if (meta.book === book && at < 0) {
        problems.push({ pointer: `${base}/meta/book`, message: `'book: ${book}' books the time chosen in a ${kindsNeeding(need)} field, and '${id}' has none: every Next would fail to book` });
      } else if (meta.book !== book && at >= 0) {
        const kind = step.fields[at]?.kind ?? '';
        problems.push({ pointer: `${base}/fields/${at}/kind`, message: `${kind} offers times that only 'meta.book: ${book}' on its step books, and '${id}' ${meta.book ? `books '${meta.book}'` : 'books nothing'}: a time chosen would never be booked` });
      }
    }
    if (meta.screen === true && !asksCriteria.some((asker) => after.get(asker)?.has(id))) {
      problems.push({ pointer: `${base}/meta/screen`, message: `'screen' judges the answers to the study's questions (${kindsNeeding('studyCriteria')}), which no step up to '${id}' asks: a study with questions would refuse everyone` });
    }
    const criteria = fieldNeeding(step, 'studyCriteria');
    if (criteria >= 0 && !screens.some((screener) => after.get(id)?.has(screener))) {
      problems.push({ pointer: `${base}/fields/${criteria}/kind`, message: `the study's questions are judged by a step with 'meta.screen', and none comes at or after '${id}': their answers would never be judged` });
    }
    if (meta.checkPhoneMatch === true && meta.screen !== true) {
      problems.push({ pointer: `${base}/meta/checkPhoneMatch`, message: `'checkPhoneMatch' is checked with the screening of its own step, and '${id}' does not screen ('meta.screen'): it would do nothing` });
    }
  }
  return problems;
}
