/**
 * A lead save that also screens (`withScreening`): the step that saves the lead and then screens it waits for one
 * round trip instead of two. The screening runs once the lead is stored, as POST /api/screenings would with the saved
 * lead's id and token; its verdict joins the save's answer. A screening that cannot be given (an unknown study, an
 * answer the campaign does not offer, the database away) leaves the save as it is, with `screening: null`: the browser
 * then asks POST /api/screenings, whose answer says why, so the save is never undone or repeated for it.
 */
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { LeadSaveResponse } from '../../generated/api/lead-save.response.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';

/** Screens the saved lead's answers: the screening service with the lead's id and update token. */
export type ScreenSavedLead = (request: ScreeningRequest, leadToken: string) => Promise<ScreeningResponse>;

export async function withScreeningOf(body: LeadSaveRequest, saved: LeadSaveResponse, screenSaved: ScreenSavedLead, notGiven: (code: string) => void): Promise<LeadSaveResponse> {
  const asked = body.withScreening;
  if (!asked) return saved;
  try {
    return { ...saved, screening: await screenSaved({ ...asked, leadId: saved.id }, saved.updateToken) };
  } catch (err) {
    notGiven((err as { code?: unknown }).code === undefined ? 'UNEXPECTED' : String((err as { code: unknown }).code));
    return { ...saved, screening: null };
  }
}
