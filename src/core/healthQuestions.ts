/**
 * The demographic questionnaire (spec §2 "Health questions", §3 answer keys): seven questions, a follow-up on
 * the kind of disability, and how the visitor heard of us; stored as the lead's nine survey questions (ids 1–9).
 */
export const YES_NO_PREFER = ['yes', 'no', 'prefer_not_to_answer'] as const;
export const EDUCATION = ['junior_high_school', 'GED', 'some_college', 'trade_school', 'associates_degree', 'bachelors_degree', 'masters_degree', 'PhD_degree', 'prefer_not_to_answer'] as const;
export const INCOME = ['0-15k', '15k-25k', '25k-35k', '35k-50k', '50k-75k', '75k-100k', '100k-150k', '150k-200k', '200k+', 'prefer_not_to_answer'] as const;
export const DISABILITY = ['physical_disability', 'intellectual_disability', 'none', 'prefer_not_to_answer'] as const;
export const HOW_HEARD = ['doctor', 'social', 'engine', 'sponsor', 'email', 'clinicalTrials', 'other'] as const;

export type HealthQuestionKey =
  | 'insurance' | 'education' | 'income' | 'isLGBTQMember' | 'isVeteran' | 'mentalHealth' | 'physicalDisability' | 'disability' | 'referringGroup';

export interface HealthQuestion {
  id: number;
  key: HealthQuestionKey;
  options: readonly string[];
  /** English wording stored with the answer, so a lead reads the same whatever the visitor's language. */
  text: string;
  required: boolean;
}

export const HEALTH_QUESTIONS: readonly HealthQuestion[] = [
  { id: 1, key: 'insurance', options: YES_NO_PREFER, text: 'Do you have health insurance?', required: true },
  { id: 2, key: 'education', options: EDUCATION, text: 'What is the highest level of education you have completed?', required: true },
  { id: 3, key: 'income', options: INCOME, text: 'What is your annual household income?', required: true },
  { id: 4, key: 'isLGBTQMember', options: YES_NO_PREFER, text: 'Do you identify as a member of the LGBT+ community?', required: true },
  { id: 5, key: 'isVeteran', options: YES_NO_PREFER, text: 'Have you served in the military?', required: true },
  { id: 6, key: 'mentalHealth', options: YES_NO_PREFER, text: 'Have you been diagnosed with a mental health condition?', required: true },
  { id: 7, key: 'physicalDisability', options: YES_NO_PREFER, text: 'Do you have a physical disability?', required: true },
  { id: 8, key: 'disability', options: DISABILITY, text: 'Which best describes your disability?', required: true },
  { id: 9, key: 'referringGroup', options: HOW_HEARD, text: 'How did you hear about us?', required: false },
];

export type HealthAnswers = Partial<Record<HealthQuestionKey, string>>;

/** The disability follow-up is asked only after a 'yes' to the physical-disability question. */
export function isAsked(question: HealthQuestion, answers: HealthAnswers): boolean {
  return question.key !== 'disability' || answers.physicalDisability === 'yes';
}

/**
 * How the visitor heard of us, when an earlier step of the visit asked it (ws20's home page): the questionnaire then
 * neither asks it again nor stores a second answer beside the first.
 */
export function heardBefore(visitAnswers: Readonly<Record<string, unknown>> | undefined): string | null {
  const heard = visitAnswers?.referringGroup;
  return typeof heard === 'string' && (HOW_HEARD as readonly string[]).includes(heard) ? heard : null;
}

/** The questions the questionnaire shows, given its answers so far and how the visitor said they heard of us. */
export function questionsAsked(answers: HealthAnswers, heard: string | null): HealthQuestion[] {
  return HEALTH_QUESTIONS.filter((q) => isAsked(q, answers) && !(q.key === 'referringGroup' && heard !== null));
}

/** The questionnaire's answers with how the visitor heard of us, where an earlier step asked it. */
export function withHeardBefore(answers: HealthAnswers, heard: string | null): HealthAnswers {
  return heard === null ? answers : { ...answers, referringGroup: heard };
}

/** Keys of unanswered or invalid required questions. */
export function invalidHealthAnswers(answers: HealthAnswers): HealthQuestionKey[] {
  return HEALTH_QUESTIONS.filter((q) => {
    if (!isAsked(q, answers)) return false;
    const value = answers[q.key];
    if (value === undefined || value === '') return q.required;
    return !q.options.includes(value);
  }).map((q) => q.key);
}

/**
 * The nine survey entries; the disability type follows from the yes/no answer when it was not asked. The sign-up
 * form stores answer keys; the web-screener form stores the answer's label text (spec §4), given by `labelOf`.
 */
export function surveyQuestions(answers: HealthAnswers, labelOf?: (key: string) => string): Array<{ questionId: number; questionResponseText: string; questionText: string }> {
  const derived: HealthAnswers = { ...answers };
  // As sent: an unanswered question 7 is sent as 'prefer not to answer', and the kind of disability follows it.
  const physical = answers.physicalDisability || 'prefer_not_to_answer';
  if (physical === 'no') derived.disability = 'none';
  if (physical === 'prefer_not_to_answer') derived.disability = 'prefer_not_to_answer';
  return HEALTH_QUESTIONS.map((q) => {
    // An optional question left unanswered says so, with no answer: 'prefer not to answer' is one the person did not
    // choose, and not one how-heard offers.
    const key = derived[q.key] || (q.required ? 'prefer_not_to_answer' : '');
    return { questionId: q.id, questionResponseText: labelOf && key ? labelOf(key) : key, questionText: q.text };
  });
}

/** One survey entry as it is sent and stored. */
export interface SurveyEntry {
  questionId: number;
  questionResponseText: string;
  questionText: string;
}

/**
 * What is wrong with a survey as sent, or null: what surveyQuestions cannot give. Each question once, in its own
 * words, answered by one of its answers ('prefer not to answer' is what an unanswered required one stores, no answer
 * at all an unanswered optional one), as a key or, where the campaign stores labels, as the answer's English label
 * (`englishLabel`).
 */
export function surveyProblem(entries: readonly SurveyEntry[], englishLabel: (answer: string) => string): string | null {
  const seen = new Set<number>();
  for (const entry of entries) {
    const question = HEALTH_QUESTIONS.find((q) => q.id === entry.questionId);
    if (!question) return `The survey has no question ${entry.questionId}`;
    if (seen.has(question.id)) return `Survey question ${question.id} is answered more than once`;
    seen.add(question.id);
    if (entry.questionText !== question.text) return `Survey question ${question.id} reads "${question.text}"`;
    if (answerKeyOf(question, entry, englishLabel) === null) return `"${entry.questionResponseText}" is not an answer survey question ${question.id} takes`;
  }
  // The kind of disability follows a 'no' or a 'prefer not to answer' to the physical-disability question, unasked
  // (surveyQuestions): another answer beside them is one the visitor was never asked.
  const answered = (key: HealthQuestionKey) => {
    const question = HEALTH_QUESTIONS.find((q) => q.key === key) as HealthQuestion;
    const entry = entries.find((e) => e.questionId === question.id);
    return entry ? answerKeyOf(question, entry, englishLabel) : null;
  };
  const physical = answered('physicalDisability');
  const follows = physical === 'no' ? 'none' : physical === 'prefer_not_to_answer' ? 'prefer_not_to_answer' : null;
  const kind = answered('disability');
  if (follows !== null && kind !== null && kind !== follows) return `Survey question 8 is not asked after "${physical}" to survey question 7`;
  return null;
}

/** The answer (its key) an entry gives its question, as a key or as its English label; null when it is none of them. */
function answerKeyOf(question: HealthQuestion, entry: SurveyEntry, englishLabel: (answer: string) => string): string | null {
  // The optional question's no answer is an empty one. Its 'prefer not to answer', which the pages sent for it until
  // 2026-11-30, is still taken: a visit begun before then sends it again with any change of its lead.
  const answers = question.required ? [...question.options, 'prefer_not_to_answer'] : ['', ...question.options, 'prefer_not_to_answer'];
  return answers.find((a) => a === entry.questionResponseText || (a !== '' && englishLabel(a) === entry.questionResponseText)) ?? null;
}
