/**
 * The built-in e-signature page: shows the consent, takes a typed-name signature, returns to the screener. The link's
 * secret comes in the URL fragment (`#k=…`, never sent to a server) and goes to the API in the x-esign-secret header;
 * it is then taken out of the address bar and kept for this tab only, so a reload still signs.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from '../../../widgets/router.tsx';
import { useWords, useTranslation } from '../translation.tsx';
import { callEndpoint, ApiError } from '../api/client.ts';
import { formOfExpiredLink, signingFailureKey } from '../../core/signingFailure.ts';
import { documentTitle } from '../../core/documentTitle.ts';
import type { Locale } from '../../engine/flow.ts';
import { unavailableWhen } from '../../../widgets/unavailableButton.ts';
import { markOwnNavigation } from '../../../widgets/ownNavigation.ts';

/** The link's secret: from the fragment on arrival (then removed from the address bar), else from this tab's storage. */
function linkSecret(sessionId: string): string {
  const storageKey = `esign-link:${sessionId}`;
  const fromFragment = new URLSearchParams(window.location.hash.slice(1)).get('k');
  try {
    if (fromFragment) {
      window.sessionStorage.setItem(storageKey, fromFragment);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      return fromFragment;
    }
    return window.sessionStorage.getItem(storageKey) ?? '';
  } catch {
    return fromFragment ?? '';
  }
}

export function SigningPage({ locale, brandName }: { locale: Locale; brandName: string | undefined }) {
  const { t, i18n } = useTranslation();
  useWords('later');
  const { sessionId = '' } = useParams();
  const [secret] = useState(() => linkSecret(sessionId));
  const [text, setText] = useState<string | null>(null);
  const [missing, setMissing] = useState<'missing' | 'expired' | null>(null);
  const [formPath, setFormPath] = useState<string | null>(null);
  // A link past its time, on arrival or while the name was typed: said once, with the way back to the form.
  const expired = (err: unknown) => { setMissing(err instanceof ApiError && err.status === 410 ? 'expired' : 'missing'); setFormPath(formOfExpiredLink(err)); };
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'signing' | 'done'>('idle');
  // A link signed already (the browser's Back after signing): the way back, not a second signature.
  const [signedReturn, setSignedReturn] = useState<string | null>(null);
  const signatureBox = useRef<HTMLInputElement>(null);
  // A refused signature is said beside the box and focus goes back to it, as a refused Next takes it to what is wrong.
  const refuse = (message: string) => { setError(message); signatureBox.current?.focus(); };

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    callEndpoint('eSignStatus', { params: { id: sessionId }, headers: { 'x-esign-secret': secret } })
      .then((s) => { setText(s.consentText); setSignedReturn(s.status === 'signed' ? s.returnPath ?? null : null); }, expired);
    document.getElementById('esign-title')?.focus();
  }, [sessionId, secret, locale, i18n]);
  // Titled by its heading in its language, as every page is (it showed the campaigns' default, "Registration").
  const title = t('esign.title');
  useEffect(() => { document.title = documentTitle([title, brandName]); }, [title, brandName]);

  const sign = async (e: FormEvent) => {
    e.preventDefault();
    // Enter in the signature box submits too: a signature already on its way, or a text not yet shown, is not signed again.
    if (state !== 'idle' || text === null) return;
    if (signature.trim().split(/\s+/).length < 2) { refuse(t('esign.invalid')); return; }
    setState('signing');
    try {
      const { returnPath } = await callEndpoint('signESign', { params: { id: sessionId }, body: { signature }, headers: { 'x-esign-secret': secret } });
      setState('done');
      markOwnNavigation(returnPath);
      window.location.assign(returnPath);
    } catch (err) {
      setState('idle');
      // Not the name's fault: the link ran out while it was typed.
      if (err instanceof ApiError && err.status === 410) {
        expired(err);
        document.getElementById('esign-title')?.focus();
        return;
      }
      refuse(t(signingFailureKey(err)));
    }
  };

  return (
    <main id="main" className="main">
      <h1 id="esign-title" tabIndex={-1}>{t('esign.title')}</h1>
      {missing ? (
        <>
          <p role="alert">{t(missing === 'expired' ? 'esign.expired' : 'esign.missing')}</p>
          {formPath ? <a className="button" href={formPath}>{t('esign.return')}</a> : null}
        </>
      ) : signedReturn ? (
        <>
          <p role="status">{t('esign.signed')}</p>
          <blockquote className="esign__text">{text}</blockquote>
          <a className="button" href={signedReturn}>{t('esign.return')}</a>
        </>
      ) : (
        <form onSubmit={(e) => void sign(e)} noValidate>
          <p>{t('esign.intro')}</p>
          <blockquote className="esign__text">{text ?? t('app.loading')}</blockquote>
          <div className="field">
            <label htmlFor="signature">{t('esign.signatureLabel')}</label>
            <input id="signature" ref={signatureBox} type="text" autoComplete="name" value={signature} aria-invalid={error ? true : undefined} aria-describedby="signature-error"
              onChange={(e) => { setSignature(e.target.value); setError(null); }} />
            <p id="signature-error" className="field-error" role={error ? 'alert' : undefined}>{error ?? ''}</p>
          </div>
          {state === 'done' ? <p role="status">{t('esign.done')}</p> : null}
          <button type="submit" className="button" aria-busy={state === 'signing'} {...unavailableWhen(state !== 'idle' || text === null)}>{state === 'signing' ? t('esign.signing') : t('esign.sign')}</button>
        </form>
      )}
    </main>
  );
}
