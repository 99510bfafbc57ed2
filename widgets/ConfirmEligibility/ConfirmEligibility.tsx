/** After a screening that passed: the details the study team will receive, to confirm (Next) or change (back to the screener). */
import { StepLink } from '../StepLink.tsx';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { formatCountryDate } from '../../src/core/dates.ts';
import { phoneForInput } from '../../src/core/phone.ts';

export function ConfirmEligibilityWidget(props: KindWidgetProps) {
  const { t, decisions, candidate, country } = contextOf(props);
  const name = [candidate.firstName, candidate.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string | null]> = [
    ['name', name || null],
    ['birthDate', candidate.birthDate ? formatCountryDate(candidate.birthDate, country) : null],
    ['postalCode', candidate.postalCode],
    ['phone', candidate.phone ? phoneForInput(candidate.phone) : null],
    ['email', candidate.email],
  ];
  return (
    <div className="confirm-eligibility">
      <h1 id="step-title" tabIndex={-1}>{t('screener.confirmEligibility.heading')}</h1>
      <p>{t('screener.confirmEligibility.body')}</p>
      {/* data-personal: the details are masked in session recordings. */}
      <dl className="confirm-eligibility__details" data-personal>
        {rows.filter(([, value]) => value).map(([key, value]) => (
          <div key={key}><dt>{t(`screener.confirmEligibility.${key}`)}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <StepLink className="button button--secondary" to={decisions.links.home}>{t('screener.confirmEligibility.edit')}</StepLink>
    </div>
  );
}
