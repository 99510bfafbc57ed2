/**
 * 'Check Candidate Qualification' and its result. On success the button reads 'Candidate Qualified!' (spec: the
 * qualification button's two labels), said once to a screen reader too; a failed check's message shows as an alert.
 */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { unavailableWhen } from '../unavailableButton.ts';

export function QualificationCheckWidget(props: KindWidgetProps) {
  const { t, partnerCheck } = contextOf(props);
  const { value, onChange } = props;
  const count = typeof value === 'number' ? value : 0;
  const qualified = typeof partnerCheck === 'object' && partnerCheck !== null && partnerCheck.ok;
  return (
    <div className="partner-check">
      <button type="button" className="button" aria-busy={partnerCheck === 'checking'} {...unavailableWhen(partnerCheck === 'checking', () => onChange(count + 1))}>
        {partnerCheck === 'checking' ? t('partner.checking') : qualified ? t(`partner.result.${partnerCheck.reason}`) : t('partner.check')}
      </button>
      {/* The button shows success itself; a new name is not always read out, so a status says it once. */}
      {partnerCheck && partnerCheck !== 'checking' ? (
        <p role={partnerCheck.ok ? 'status' : 'alert'} className={partnerCheck.ok ? 'visually-hidden' : 'notice notice--error'} data-testid="partner-check">{t(`partner.result.${partnerCheck.reason}`)}</p>
      ) : null}
    </div>
  );
}
