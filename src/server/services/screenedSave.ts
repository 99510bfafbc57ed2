/**
 * A lead save that also screens (`withScreening`): the step that saves the lead and then screens it waits for one
 * round trip instead of two. The screening runs once the lead is stored, as POST /api/screenings would with the saved
 * lead's id; its verdict joins the save's answer. A screening that cannot be given (an unknown study, an
 * answer the campaign does not offer, the database away) leaves the save as it is, with `screening: null`: the browser
 * then asks POST /api/screenings, whose answer says why, so the save is never undone or repeated for it.
 */
import type { LeadSaveRequest } from '../../generated/api/lead-save.request.ts';
import type { LeadSaveResponse } from '../../generated/api/lead-save.response.ts';
import type { ScreeningRequest } from '../../generated/api/screening.request.ts';
import type { ScreeningResponse } from '../../generated/api/screening.response.ts';

/**
 * Screens the saved lead's answers: the screening service for the lead this request saved, named by its id (its token
 * was checked or issued by the save, so the screening does not read it again).
 */
export type ScreenSavedLead = (request: ScreeningRequest, savedLeadId: string) => Promise<ScreeningResponse>;

/** Why no screening came with the save: a refusal's code (an unknown study, an answer not offered), or a failure. */
export type NotGiven = { refused: string } | { failed: unknown };

export async function withScreeningOf(body: LeadSaveRequest, saved: LeadSaveResponse, screenSaved: ScreenSavedLead, notGiven: (why: NotGiven) => void): Promise<LeadSaveResponse> {
  const asked = body.withScreening;
  if (!asked) return saved;
  try {
    return { ...saved, screening: await screenSaved({ ...asked, leadId: saved.id }, saved.id) };
  } catch (err) {
    const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
    // A refusal is the request's (the page asks apart and is told why); anything else is ours, and an error.
    notGiven(typeof code === 'string' && typeof statusCode === 'number' && statusCode < 500 ? { refused: code } : { failed: err });
    return { ...saved, screening: null };
  }
}
