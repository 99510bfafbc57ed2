/** The exposure-risk questions a study may ask (spec §3 'riskAssessment': wfh, interactivity, publicTrans). */
export const RISK_QUESTIONS = ['wfh', 'interactivity', 'publicTrans'] as const;
export const RISK_ANSWERS = ['yes', 'no', 'prefer_not_to_answer'] as const;

export type RiskQuestion = (typeof RISK_QUESTIONS)[number];
export type RiskAssessment = Record<RiskQuestion, (typeof RISK_ANSWERS)[number]>;

/** The answers as stored, or null until each question has one of the answers offered. */
export function completeRiskAssessment(value: unknown): RiskAssessment | null {
  const v = (value ?? {}) as Record<string, unknown>;
  return RISK_QUESTIONS.every((q) => (RISK_ANSWERS as readonly unknown[]).includes(v[q])) ? Object.fromEntries(RISK_QUESTIONS.map((q) => [q, v[q]])) as RiskAssessment : null;
}
