/**
 * The call-now prompt below a thank-you (ps2): while the check runs, a spinner; then the call-now number, or that a
 * coordinator will call: about this study when the candidate qualified for it (never that no study fits yet).
 */
import { contextOf, type KindWidgetProps } from '../types.ts';
import { telHref } from '../../src/core/site.ts';
import { phoneNumberFor } from '../../src/core/phoneNumbers.ts';

export function CallNowPromptWidget(props: KindWidgetProps) {
  const { t, callNow, brand, candidate, screening } = contextOf(props);
  const number = phoneNumberFor(brand, 'callNow', candidate.country);
  // One live region from the check to its answer: a region put in with its words is not read out by every screen reader.
  return (
    <div role="status" className={callNow === null ? undefined : 'call-now-prompt'} data-testid={callNow === null ? 'call-checking' : callNow ? 'call-now' : 'call-later'}>
      {callNow === null
        ? <p className="spinner-line"><span className="spinner" aria-hidden="true" />{t('callNowPrompt.checking')}</p>
        : callNow
          ? <><p>{t('callNowPrompt.available')}</p><p>{t('callNowPrompt.call')} <a className="button" href={telHref(number)}>{number}</a></p></>
          : <p>{t(screening?.view === 'congratulations' ? 'callNowPrompt.laterQualified' : 'callNowPrompt.later')}</p>}
    </div>
  );
}
