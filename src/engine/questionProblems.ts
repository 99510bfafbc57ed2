/**
 * campaigns:check's rules for the question kinds (questions.ts): each question names a unique answer key that is not
 * a built-in answer, has its words and (for a choice) distinct options, and every answer condition names a question
 * of the campaign and values that question can have. The words' languages are checked with the rest of the copy.
 */
import type { Campaign } from './campaign.ts';
import type { Field } from '../generated/campaign.ts';
import { answerKeyOf, BUILT_IN_ANSWER_KEYS, isFieldKind, kindSpec } from './fieldKinds.ts';
import { isQuestionKind } from './questions.ts';
import { escapePointerToken } from './jsonPointer.ts';
import { edgesOf, reachableForwardFrom } from './graph.ts';

export interface QuestionProblem {
  pointer: string;
  message: string;
}

const CHOICE_KINDS = new Set(['SingleChoice', 'MultiChoice']);
const QUESTION_SETTINGS = ['answer', 'options', 'min', 'max', 'integer', 'unit', 'maxLength', 'disqualifyWhen'] as const;

/** The settings each question kind reads; any other is a mistake the author would not see. */
const READS: Record<string, readonly string[]> = {
  SingleChoice: ['answer', 'options', 'disqualifyWhen'], MultiChoice: ['answer', 'options', 'disqualifyWhen'], YesNo: ['answer', 'disqualifyWhen'],
  Number: ['answer', 'min', 'max', 'integer', 'unit'], Date: ['answer'], ShortText: ['answer', 'maxLength'],
};

/** The values a question's (or a module kind's) answer can take, for checking a condition on it; null when any value of its type can. */
function possibleValues(question: Field): readonly unknown[] | null {
  if (CHOICE_KINDS.has(question.kind)) return (question.options ?? []).map((o) => o.value);
  // YesNo, and any kind whose answer is a boolean.
  const spec = kindSpec(question.kind);
  if (spec.choices) return spec.choices;
  return spec.schema.type === 'boolean' ? [true, false] : null;
}

/**
 * Whether a Number question can be answered with `value`, and if not the numbers it takes, in words: a condition on a
 * count the question's bounds never give would never hold.
 */
function numberTaken(question: Field, value: unknown): string | null {
  const whole = question.integer === true;
  const fits = typeof value === 'number' && Number.isFinite(value) && (!whole || Number.isInteger(value))
    && (question.min === undefined || value >= question.min) && (question.max === undefined || value <= question.max);
  if (fits) return null;
  const bounds = [question.min === undefined ? null : `from ${question.min}`, question.max === undefined ? null : `to ${question.max}`].filter(Boolean).join(' ');
  return `it takes ${whole ? 'whole ' : ''}numbers${bounds ? ` ${bounds}` : ''}`;
}

/** A module kind's answer shares the campaign's answers with its questions: one key, one field. */
function recordKey(questions: Map<string, { field: Field; pointer: string }>, problems: QuestionProblem[], field: Field, pointer: string, key: string): void {
  const first = questions.get(key);
  if (first) problems.push({ pointer: isQuestionKind(field.kind) ? `${pointer}/answer` : pointer, message: `answer '${key}' is already the answer of the ${isQuestionKind(first.field.kind) ? 'question' : `${first.field.kind} field`} at ${first.pointer}` });
  else questions.set(key, { field, pointer });
}

export function questionProblems(campaign: Campaign): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const questions = new Map<string, { field: Field; pointer: string }>();
  const fields: Array<{ field: Field; pointer: string; stepId: string }> = [];
  for (const id of campaign.stepOrder) {
    campaign.steps[id]?.fields.forEach((field, i) => fields.push({ field, pointer: `/steps/${escapePointerToken(id)}/fields/${i}`, stepId: id }));
  }
  // The order a visitor meets the steps in, not the order the file writes them in (a variant's steps come last there).
  const edges = edgesOf(campaign);
  const forward = new Map<string, Set<string>>();
  const after = (stepId: string): Set<string> => {
    const known = forward.get(stepId) ?? reachableForwardFrom(campaign, stepId, edges);
    forward.set(stepId, known);
    return known;
  };
  // The steps that send the answers for screening: a disqualifying answer must be given on one of them or before one.
  const screens = campaign.stepOrder.filter((id) => campaign.steps[id]?.meta?.screen);
  const stepOfAnswer = new Map(fields.map(({ field, stepId }) => [field, stepId]));

  for (const { field, pointer } of fields) {
    if (!isQuestionKind(field.kind)) {
      for (const setting of QUESTION_SETTINGS) {
        if (field[setting] !== undefined) problems.push({ pointer: `${pointer}/${setting}`, message: `'${setting}' is read only by the question kinds (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText), not by ${field.kind}` });
      }
      const key = isFieldKind(field.kind) ? answerKeyOf(field) : null;
      if (key && !BUILT_IN_ANSWER_KEYS.has(key)) recordKey(questions, problems, field, pointer, key);
      continue;
    }
    for (const setting of QUESTION_SETTINGS) {
      if (field[setting] !== undefined && !READS[field.kind]?.includes(setting)) problems.push({ pointer: `${pointer}/${setting}`, message: `a ${field.kind} question does not read '${setting}'` });
    }
    if (!field.label) problems.push({ pointer, message: `a ${field.kind} question needs 'label': the words the visitor answers` });
    if (CHOICE_KINDS.has(field.kind)) {
      if (!field.options) problems.push({ pointer, message: `a ${field.kind} question needs 'options'` });
      const seen = new Set<string>();
      field.options?.forEach((option, j) => {
        if (seen.has(option.value)) problems.push({ pointer: `${pointer}/options/${j}/value`, message: `option value '${option.value}' is offered twice` });
        seen.add(option.value);
      });
    }
    if ((field.min ?? -Infinity) > (field.max ?? Infinity)) problems.push({ pointer: `${pointer}/min`, message: `min ${field.min} is above max ${field.max}` });
    const key = field.answer;
    if (!key) { problems.push({ pointer, message: `a ${field.kind} question needs 'answer': the name its answer is stored under` }); continue; }
    if (BUILT_IN_ANSWER_KEYS.has(key)) { problems.push({ pointer: `${pointer}/answer`, message: `answer '${key}' is a built-in answer; name the question's answer otherwise` }); continue; }
    recordKey(questions, problems, field, pointer, key);
  }

  for (const { field, pointer, stepId } of fields) {
    const condition = field.visibleWhen;
    if (typeof condition !== 'object') continue;
    const question = questions.get(condition.answer);
    if (!question) {
      const known = [...questions.keys()];
      // A built-in answer (gender, postalCode…) is asked, but a condition reads only the campaign's own questions: an
      // author told that nothing answers 'gender' looks at the gender field and finds it there.
      const listed = known.length ? ` (its questions: ${known.join(', ')})` : '';
      problems.push({
        pointer: `${pointer}/visibleWhen/answer`,
        message: BUILT_IN_ANSWER_KEYS.has(condition.answer)
          ? `'${condition.answer}' is a built-in answer: a condition on an answer reads only the campaign's own questions${listed}; what else a visit knows is read by the named visibility rules (visibleWhen: 'isCaregiver', say)`
          : `no question of the campaign answers '${condition.answer}'${listed}`,
      });
      continue;
    }
    if (question.field === field) { problems.push({ pointer: `${pointer}/visibleWhen/answer`, message: 'a question cannot be shown on its own answer' }); continue; }
    const asked = stepOfAnswer.get(question.field) as string;
    if (!after(asked).has(stepId)) {
      problems.push({ pointer: `${pointer}/visibleWhen/answer`, message: `'${condition.answer}' is asked on '${asked}', which a visitor does not pass before '${stepId}': on the way forward the field would never show` });
    }
    const possible = possibleValues(question.field);
    condition.in.forEach((value, j) => {
      const numbers = question.field.kind === 'Number' ? numberTaken(question.field, value) : null;
      if (numbers) {
        problems.push({ pointer: `${pointer}/visibleWhen/in/${j}`, message: `'${String(value)}' is not an answer '${condition.answer}' can have (${numbers})` });
      } else if (possible ? !possible.includes(value) : typeof value === 'boolean') {
        problems.push({ pointer: `${pointer}/visibleWhen/in/${j}`, message: `'${String(value)}' is not an answer '${condition.answer}' can have${possible ? ` (it can be ${possible.map(String).join(', ')})` : ''}` });
      }
    });
  }
  for (const { field, pointer, stepId } of fields) {
    if (!field.disqualifyWhen || !READS[field.kind]?.includes('disqualifyWhen')) continue;
    if (!screens.some((screen) => after(stepId).has(screen))) {
      problems.push({ pointer: `${pointer}/disqualifyWhen`, message: screens.length === 0
        ? 'the campaign screens no one for a study (no step has meta.screen), so no answer can screen anyone out'
        : `the question is asked on '${stepId}', after every step that screens (${screens.map((id) => `'${id}'`).join(', ')}), so its answer comes too late to screen anyone out` });
    }
    // A choice without options is refused above; its answers cannot be judged.
    const possible = possibleValues(field) ?? [];
    if (possible.length === 0) continue;
    field.disqualifyWhen.in.forEach((value, j) => {
      if (!possible.includes(value)) problems.push({ pointer: `${pointer}/disqualifyWhen/in/${j}`, message: `'${String(value)}' is not an answer '${field.answer ?? field.kind}' can have (it can be ${possible.map(String).join(', ')})` });
    });
    if (possible.every((value) => field.disqualifyWhen?.in.includes(value as string | boolean))) {
      problems.push({ pointer: `${pointer}/disqualifyWhen`, message: 'every answer screens the person out: no one who answers can qualify' });
    }
  }
  return problems;
}
