/** Landing pages that can override a flow's home (`landing` parameter). */
export const LANDING_PAGES = ['home'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/** The landing page to show, or null; an unknown name is reported (spec §8: logged as info) and ignored. */
export function landingPage(name: string | null, info: (message: string) => void): LandingPage | null {
  if (!name) return null;
  if ((LANDING_PAGES as readonly string[]).includes(name)) return name as LandingPage;
  info(`unknown landing page '${name}'`);
  return null;
}
