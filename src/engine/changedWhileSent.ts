/**
 * Whether a step's answers changed while they were being sent: the visitor who corrected an answer during a slow save
 * (a screener's A1C while Finish checked it) was shown the verdict of the answers sent, and their correction, still on
 * screen, was never sent.
 */
import { sameAnswer } from './sameAnswer.ts';
import { emptied } from './draftAnswers.ts';
import type { StepAnswers } from './validateStep.ts';

/** Whether `now` (the step's shown answers as they stand) differs from `sent` in any answer, emptied ones alike. */
export function changedWhileSent(sent: StepAnswers, now: StepAnswers): boolean {
  return [...new Set([...Object.keys(sent), ...Object.keys(now)])].some((key) => !(emptied(sent[key]) && emptied(now[key])) && !sameAnswer(sent[key], now[key]));
}
