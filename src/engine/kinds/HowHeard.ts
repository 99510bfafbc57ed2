/** HowHeard (ws20): how the visitor heard of us, one of the spec's answer keys, kept as the lead's referringGroup. */
import { HOW_HEARD } from '../../core/healthQuestions.ts';
import { defineKind } from './kindModule.ts';

export const HowHeard = defineKind({
  name: 'HowHeard',
  answer: 'referringGroup',
  shape: 'choice',
  schema: { type: 'string' },
  choices: HOW_HEARD,
  rules: [{ rule: 'oneOf', values: [...HOW_HEARD], message: 'required' }],
  requiredByDefault: false,
  autoAdvance: false,
  // Where the visit came from says nothing about the person.
  personalData: 'none',
  translationKeys: ['healthQuestions.q.referringGroup', 'healthQuestions.choose', ...HOW_HEARD.map((answer) => `healthQuestions.a.${answer}`)],
  description: { asks: 'how the visitor heard of us', notes: "stored as the lead's referringGroup" },
  leadField: 'referringGroup',
});
