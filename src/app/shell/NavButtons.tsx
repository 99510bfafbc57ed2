/** Back and Next; Next submits the step's form. */
import { useTranslation } from '../translation.tsx';
import type { Nav } from '../../engine/flow.ts';

export interface NavButtonsProps {
  nav: Nav;
  busy: boolean;
  nextDisabled: boolean;
  onBack: () => void;
}

export function NavButtons({ nav, busy, nextDisabled, onBack }: NavButtonsProps) {
  const { t } = useTranslation();
  if (!nav.back && !nav.next) return null;
  return (
    <div className="nav-buttons">
      {nav.back ? <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>{t('nav.back')}</button> : null}
      {nav.next ? (
        <button type="submit" className="button" disabled={busy || nextDisabled} aria-busy={busy}>
          {busy ? t('nav.saving') : t(nav.nextLabel)}
        </button>
      ) : null}
    </div>
  );
}
