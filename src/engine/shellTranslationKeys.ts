/**
 * Translation keys the app shell uses outside any campaign (the reload offers of error pages). Campaign keys
 * are found in the campaigns; these are listed here so `campaigns:check` (and the server at start) can refuse
 * a catalogue that lacks one, in English or in Spanish.
 */
export const ERROR_PAGE_KEYS = {
  reload: 'errors.reload',
  asset: { title: 'errors.asset.title', body: 'errors.asset.body' },
  render: { title: 'errors.render.title', body: 'errors.render.body' },
} as const;

export const SHELL_TRANSLATION_KEYS: readonly string[] = [
  ERROR_PAGE_KEYS.reload, ERROR_PAGE_KEYS.asset.title, ERROR_PAGE_KEYS.asset.body, ERROR_PAGE_KEYS.render.title, ERROR_PAGE_KEYS.render.body,
];
