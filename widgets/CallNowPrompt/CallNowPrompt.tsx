/**
 * The call-now prompt below a thank-you (ps2): while the check runs, a spinner; then the call-now number, or that a
 * coordinator will call: about this study when the candidate qualified for it (never that no study fits yet).
 */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';

export function CallNowPromptWidget(props: KindWidgetProps) {
  const { t, callNow, brand, candidate, screening } = contextOf(props);
  if (callNow === null) return <p role="status" className="spinner-line"><span className="spinner" aria-hidden="true" />{t('callNowPrompt.checking')}</p>;
  const number = phoneNumberFor(brand, 'callNow', candidate.country);
  return (
    <div role="status" className="call-now-prompt" data-testid={callNow ? 'call-now' : 'call-later'}>
      {callNow
        ? <><p>{t('callNowPrompt.available')}</p><p>{t('callNowPrompt.call')} <a className="button" href={telHref(number)}>{number}</a></p></>
        : <p>{t(screening?.view === 'congratulations' ? 'callNowPrompt.laterQualified' : 'callNowPrompt.later')}</p>}
    </div>
  );
}
