/** An announced alert saying what failed, with a "Reload the page" button. */
import { useTranslation } from '../translation.tsx';
import { ERROR_PAGE_KEYS } from '../../engine/shellTranslationKeys.ts';

export interface ReloadOfferProps {
  kind: 'asset' | 'render';
  /** 1 when the offer is the page, 2 when it sits above one. */
  headingLevel: 1 | 2;
  onReload: () => void;
}

export function ReloadOffer({ kind, headingLevel, onReload }: ReloadOfferProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="notice notice--error reload-offer" role="alert">
      <Heading className="reload-offer__title">{t(ERROR_PAGE_KEYS[kind].title)}</Heading>
      <p>{t(ERROR_PAGE_KEYS[kind].body)}</p>
      <button type="button" className="button" onClick={onReload}>{t(ERROR_PAGE_KEYS.reload)}</button>
    </div>
  );
}
