/** The built-in e-signature page: shows the consent, takes a typed-name signature, returns to the screener. */
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiRequest, ApiError } from '../api/client.ts';
import type { Locale } from '../../engine/flow.ts';

export function SigningPage({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const { sessionId = '' } = useParams();
  const [text, setText] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'signing' | 'done'>('idle');

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    apiRequest<{ status: string; consentText: string }>('GET', `/api/esign/sessions/${encodeURIComponent(sessionId)}`)
      .then((s) => setText(s.consentText), () => setMissing(true));
    document.getElementById('esign-title')?.focus();
  }, [sessionId, locale, i18n]);

  const sign = async (e: FormEvent) => {
    e.preventDefault();
    if (signature.trim().split(/\s+/).length < 2) { setError(t('esign.invalid')); return; }
    setState('signing');
    try {
      const { returnPath } = await apiRequest<{ returnPath: string }>('POST', `/api/esign/sessions/${encodeURIComponent(sessionId)}/sign`, { signature });
      setState('done');
      window.location.assign(returnPath);
    } catch (err) {
      setState('idle');
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    }
  };

  return (
    <main id="main" className="main">
      <h1 id="esign-title" tabIndex={-1}>{t('esign.title')}</h1>
      {missing ? <p role="alert">{t('esign.missing')}</p> : (
        <form onSubmit={(e) => void sign(e)} noValidate>
          <p>{t('esign.intro')}</p>
          <blockquote className="esign__text">{text ?? t('app.loading')}</blockquote>
          <div className="field">
            <label htmlFor="signature">{t('esign.signatureLabel')}</label>
            <input id="signature" type="text" autoComplete="name" value={signature} aria-invalid={error ? true : undefined} aria-describedby="signature-error"
              onChange={(e) => { setSignature(e.target.value); setError(null); }} />
            <p id="signature-error" className="field-error" role={error ? 'alert' : undefined}>{error ?? ''}</p>
          </div>
          {state === 'done' ? <p role="status">{t('esign.done')}</p> : null}
          <button type="submit" className="button" disabled={state !== 'idle' || text === null} aria-busy={state === 'signing'}>{state === 'signing' ? t('esign.signing') : t('esign.sign')}</button>
        </form>
      )}
    </main>
  );
}
