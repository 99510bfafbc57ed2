/** Pages shown instead of a route that could not load (a missing chunk) or could not render (a bug). */
import { useStore } from 'zustand';
import { useTranslation } from '../translation.tsx';
import { ReloadOffer } from './ReloadOffer.tsx';
import { assetFailureStore } from './assetFailure.ts';
import { ERROR_PAGE_KEYS } from '../../engine/shellTranslationKeys.ts';

export function AssetFailurePage({ onReload }: { onReload: () => void }) {
  return <main id="main" className="main error-page"><ReloadOffer kind="asset" headingLevel={1} onReload={onReload} /></main>;
}

export function RenderFailurePage({ onReload }: { onReload: () => void }) {
  return <main id="main" className="main error-page"><ReloadOffer kind="render" headingLevel={1} onReload={onReload} /></main>;
}

/** A failed asset outside a lazy route (the page itself still works): the offer sits above the page. */
export function AssetFailureBanner({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const { code, shownByPage } = useStore(assetFailureStore);
  if (!code || shownByPage) return null;
  return (
    <section className="error-banner" aria-label={t(ERROR_PAGE_KEYS.asset.title)}>
      <ReloadOffer kind="asset" headingLevel={2} onReload={onReload} />
    </section>
  );
}
