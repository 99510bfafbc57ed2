import { describe, expect, it } from 'vitest';
import type { Criterion } from './criteria.ts';
import { CT_SCAN_QUESTION_ID, hasCtAppointment } from './ctScan.ts';

const ctQuestion: Criterion = {
  id: 30, questionId: CT_SCAN_QUESTION_ID, question: 'Do you have a CT scan appointment?', hint: null, questionType: 'yes_no_unsure', gender: null,
  // Listed out of position order: 'yes' is found by its position A, not by its place in the list.
  responses: [{ id: 303, text: 'Not sure', position: 'C' }, { id: 301, text: 'Yes', position: 'A' }, { id: 302, text: 'No', position: 'B' }],
};
const other: Criterion = { ...ctQuestion, id: 31, questionId: 9026, question: 'Have you had a chest CT scan in the past 12 months?' };

describe('hasCtAppointment', () => {
  it("is true for 'yes' to the CT-scan question", () => {
    expect(hasCtAppointment([other, ctQuestion], { 30: [301] })).toBe(true);
  });

  it("is false for 'no', 'not sure' or no answer yet", () => {
    expect(hasCtAppointment([ctQuestion], { 30: [302] })).toBe(false);
    expect(hasCtAppointment([ctQuestion], { 30: [303] })).toBe(false);
    expect(hasCtAppointment([ctQuestion], {})).toBe(false);
  });

  it("is false when the CT-scan question has no 'yes' response (position A), whatever is chosen", () => {
    const noYes: Criterion = { ...ctQuestion, responses: [{ id: 302, text: 'No', position: 'B' }, { id: 303, text: 'Not sure', position: 'C' }] };
    expect(hasCtAppointment([noYes], { 30: [302, 303] })).toBe(false);
    expect(hasCtAppointment([noYes], {})).toBe(false);
  });

  it('is null when the study does not ask the CT-scan question, whatever else is answered', () => {
    expect(hasCtAppointment([other], { 31: [301] })).toBeNull();
    expect(hasCtAppointment([], {})).toBeNull();
  });
});
