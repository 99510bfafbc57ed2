/**
 * Back and Next; Next submits the step's form. While a save runs, and while the step says Next cannot go on, the
 * buttons stay focusable and say so (aria-disabled) instead of vanishing from the keyboard's path; the reason shows
 * beside Next, and pressing it anyway shows what is missing.
 */
import { Link } from '../../../widgets/router.tsx';
import { useTranslation } from '../translation.tsx';
import type { Nav } from '../../engine/flow.ts';
import { unavailableWhen } from '../../../widgets/unavailableButton.ts';

export interface NavButtonsProps {
  nav: Nav;
  busy: boolean;
  /** Busy only waiting for what the step is judged with (a screener's study): Next says it is loading, not saving. */
  waiting?: boolean;
  /** Why Next cannot go on yet, when it cannot. */
  nextUnavailableReason: string | null;
  onBack: () => void;
  /** Where the finish button leads, when the step offers it now. */
  finishHref?: string | null;
}

export function NavButtons({ nav, busy, waiting = false, nextUnavailableReason, onBack, finishHref = null }: NavButtonsProps) {
  const { t } = useTranslation();
  const finish = nav.finishLabel && finishHref ? <Link className="button button--secondary" to={finishHref} addressAfterPaint>{t(nav.finishLabel)}</Link> : null;
  if (!nav.back && !nav.next && !finish) return null;
  const reason = busy ? null : nextUnavailableReason;
  return (
    <>
      <div className="nav-buttons">
        {nav.back ? <button type="button" className="button button--secondary" {...unavailableWhen(busy, onBack)}>{t('nav.back')}</button> : null}
        {nav.next ? (
          <button type="submit" className="button" aria-busy={busy} aria-describedby={reason ? 'next-unavailable' : undefined}
            {...unavailableWhen(busy)} aria-disabled={busy || reason ? true : undefined}>
            {busy ? t(waiting ? 'app.loading' : 'nav.saving') : t(nav.nextLabel)}
          </button>
        ) : null}
        {finish}
      </div>
      {reason ? <p id="next-unavailable" className="nav-buttons__reason">{reason}</p> : null}
    </>
  );
}
