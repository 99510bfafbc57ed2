/** The page's translations in React: one provider at the root; components read `t` and re-render when the language changes. */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n.ts';
import type { CataloguePart } from '../engine/catalogueParts.ts';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  // The language is the snapshot: a change re-renders every reader with the new language's `t`.
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return { t: i18n.getFixedT(language), i18n };
}

/**
 * For code that reads a part of the catalogue after the first (src/engine/catalogueParts.ts) outside a step's widgets,
 * which the step gate already waits for: suspends until the words through that part are in.
 */
export function useWords(part: CataloguePart): void {
  const { i18n } = useTranslation();
  // Always through `use`, never skipped once the words are in: a component that suspended here on its first render is
  // replayed when they arrive, and a replay that skipped `use` ran its other hooks as updates of hooks never made
  // (React's "Update hook called on initial render", seen in WebKit on the live-chat button).
  use(i18n.loadWords(part));
}
