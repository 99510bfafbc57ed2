/** The cancer questions of the cancer-indications step (spec §3 'oncologyResponse': cancerType, cancerStage, treatmentStatus). */
export const CANCER_TYPES = ['lung', 'breast', 'prostate', 'colorectal', 'melanoma', 'blood', 'other', 'none'] as const;
export const CANCER_STAGES = ['stage0', 'stage1', 'stage2', 'stage3', 'stage4', 'unknown'] as const;
export const TREATMENT_STATUSES = ['notStarted', 'inTreatment', 'finishedTreatment', 'recurrence', 'unknown'] as const;

export interface OncologyResponse {
  cancerType: (typeof CANCER_TYPES)[number];
  /** Absent when the participant has no cancer diagnosis. */
  cancerStage?: (typeof CANCER_STAGES)[number];
  treatmentStatus?: (typeof TREATMENT_STATUSES)[number];
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/** The questions asked so far: the type, then, for a diagnosis (any type but 'none'), its stage and treatment. */
export function askedOncologyQuestions(cancerType: unknown): Array<'cancerType' | 'cancerStage' | 'treatmentStatus'> {
  return isOneOf(CANCER_TYPES, cancerType) && cancerType !== 'none' ? ['cancerType', 'cancerStage', 'treatmentStatus'] : ['cancerType'];
}

/** An answer after a change: a type that is no diagnosis takes the stage and treatment away. */
export function changedOncologyAnswer<T extends Record<string, unknown>>(answer: T): T {
  if (answer.cancerType !== 'none') return answer;
  const { cancerStage: _stage, treatmentStatus: _treatment, ...rest } = answer;
  return rest as T;
}

/**
 * The answers as they will be stored, or null while incomplete: a cancer type, and for a diagnosis (any type but
 * 'none') its stage and treatment too. Answers to the follow-up questions are dropped with 'none'.
 */
export function completeOncologyResponse(value: unknown): OncologyResponse | null {
  const v = (value ?? {}) as Record<string, unknown>;
  if (!isOneOf(CANCER_TYPES, v.cancerType)) return null;
  if (v.cancerType === 'none') return { cancerType: 'none' };
  if (!isOneOf(CANCER_STAGES, v.cancerStage) || !isOneOf(TREATMENT_STATUSES, v.treatmentStatus)) return null;
  return { cancerType: v.cancerType, cancerStage: v.cancerStage, treatmentStatus: v.treatmentStatus };
}
