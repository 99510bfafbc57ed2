/**
 * For the agent only: the warm-transfer script with the number to dial, and what to say when a warm transfer is not
 * possible. A patient who declined to be connected or to have the information transferred is neither transferred nor
 * forwarded: the page then says only to thank them and close the call, as the consent block did.
 */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';
import { patientDeclined } from '../../src/core/eligibility/partnerConsent.ts';

export function PartnerTransferWidget(props: KindWidgetProps) {
  const { t, brand, candidate } = contextOf(props);
  const number = phoneNumberFor(brand, 'transfer', candidate.country);
  if (patientDeclined(candidate)) {
    return (
      <div className="partner-transfer">
        <h1 id="step-title" tabIndex={-1}>{t('partner.closeTitle')}</h1>
        <p data-testid="partner-opted-out">{t('partner.close')}</p>
      </div>
    );
  }
  return (
    <div className="partner-transfer">
      <h1 id="step-title" tabIndex={-1}>{t('partner.transferTitle')}</h1>
      <p>{t('partner.warmScript')}</p>
      <p>{t('partner.dial')} <a href={telHref(number)}>{number}</a></p>
      <h2>{t('partner.coldTitle')}</h2>
      <p>{t('partner.coldScript')}</p>
    </div>
  );
}
