import { describe, expect, it } from 'vitest';
import { isPersonalAnswer, notPersonalAnswers } from './answerPrivacy.ts';

describe('which answers are personal', () => {
  it('only a kind that declares its answer not personal, and holds one, names it', () => {
    expect([...notPersonalAnswers([
      { answer: 'referringGroup', personalData: 'none' },
      { answer: 'smokingStatus', personalData: 'health' },
      { answer: 'workEmail', personalData: 'contact' },
      { answer: null, personalData: 'none' },
    ])]).toEqual(['referringGroup']);
  });

  it("the shipped kinds: how they heard (HowHeard) is not personal; a campaign's question or any other answer is", () => {
    expect(isPersonalAnswer('referringGroup')).toBe(false);
    expect(isPersonalAnswer('smokingStatus')).toBe(true);
    expect(isPersonalAnswer('cigarettesPerDay')).toBe(true);
  });
});
