/** Page frame: skip link, header with brand, call-centre number and locale switcher, the step, footer. */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import { localeHref, type Locale } from '../../engine/flow.ts';
import type { Brand } from '../../generated/brand.ts';
import { legalUrl, telHref } from '../../core/site.ts';
import { phoneNumberFor } from '../../core/phoneNumbers.ts';
import { useFlow, type FlowStore } from '../state/store.ts';
import { LocaleLinks } from '../../../widgets/LocaleSwitcher/LocaleSwitcher.tsx';
import { useLocation } from '../../../widgets/router.tsx';
import { showsLiveChat } from '../../engine/liveChat.ts';

// Only campaigns with chat load it.
const ChatLauncher = lazy(() => import('../chat/ChatLauncher.tsx').then((m) => ({ default: m.ChatLauncher })));

export interface ShellProps {
  campaign: Campaign;
  brand: Brand;
  locale: Locale;
  store: FlowStore;
  children: ReactNode;
}

export function Shell({ campaign, brand, locale, store, children }: ShellProps) {
  const { t } = useTranslation();
  const country = useFlow(store, (s) => s.candidate.country);
  // While an affiliate offer is active (`o`), the header leaves the phone number out.
  // The location shown, which the address bar may follow a frame later (widgets/router.tsx, addressAfterPaint).
  const { pathname, search } = useLocation();
  const offerActive = new URLSearchParams(search).has('o');
  const number = phoneNumberFor(brand, 'callCentre', country);
  const hrefFor = (l: Locale) => localeHref(pathname, search, l);
  return (
    <div className="page" style={{ backgroundColor: campaign.mainBgColor }}>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <header className="header">
        <span className="header__brand">{brand.displayName ?? brand.id}</span>
        {offerActive ? null : <a className="header__phone" href={telHref(number)}>{t('app.callUs', { number })}</a>}
        <LocaleLinks current={locale} hrefFor={hrefFor} label={t('localeSwitcher.label')} nameOf={(l) => t(`localeSwitcher.${l}`)} />
      </header>
      <main id="main" className="main">{children}</main>
      {/* Only the brand that offers chat, on campaigns that show it. */}
      {showsLiveChat(campaign, brand) ? <Suspense fallback={null}><ChatLauncher locale={locale} campaign={campaign.name} phoneNumber={number} phoneHref={telHref(number)} /></Suspense> : null}
      <footer className="footer">
        <p>{t('app.copyright', { from: brand.copyrightStartYear, to: new Date().getFullYear(), brand: brand.displayName ?? brand.id })}</p>
        <p>
          <a href={legalUrl(brand, 'privacy', locale)} target="_blank" rel="noopener noreferrer">{t('app.privacyPolicy')}<span className="visually-hidden"> {t('app.newTab')}</span></a>
          {' · '}
          <a href={legalUrl(brand, 'cookies', locale)} target="_blank" rel="noopener noreferrer">{t('app.cookiePolicy')}<span className="visually-hidden"> {t('app.newTab')}</span></a>
        </p>
      </footer>
    </div>
  );
}
