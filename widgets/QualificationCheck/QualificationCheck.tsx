/** 'Check Candidate Qualification' and its result: 'Candidate Qualified!' or the first failed check's message. */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { unavailableWhen } from '../unavailableButton.ts';
import { partnerCheckKey } from '../../src/core/eligibility/partnerCheck.ts';

export function QualificationCheckWidget(props: KindWidgetProps) {
  const { t, partnerCheck } = contextOf(props);
  const { value, onChange } = props;
  const count = typeof value === 'number' ? value : 0;
  return (
    <div className="partner-check">
      <button type="button" className="button" aria-busy={partnerCheck === 'checking'} {...unavailableWhen(partnerCheck === 'checking', () => onChange(count + 1))}>
        {partnerCheck === 'checking' ? t('partner.checking') : t('partner.check')}
      </button>
      {partnerCheck && partnerCheck !== 'checking' ? (
        <p role={partnerCheck.ok ? 'status' : 'alert'} className={`notice ${partnerCheck.ok ? 'notice--info' : 'notice--error'}`} data-testid="partner-check">{t(partnerCheckKey(partnerCheck))}</p>
      ) : null}
    </div>
  );
}
