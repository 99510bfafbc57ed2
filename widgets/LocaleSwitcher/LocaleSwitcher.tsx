/** Lists the locales; the current one is marked. */
import { LOCALES, localeHref, type Locale } from '../../src/core/locale.ts';
import { contextOf, type KindWidgetProps } from '../types.ts';
import { useLocation } from '../router.tsx';

export interface LocaleLinksProps {
  current: Locale;
  hrefFor: (locale: Locale) => string;
  label: string;
  nameOf: (locale: Locale) => string;
}

export function LocaleLinks({ current, hrefFor, label, nameOf }: LocaleLinksProps) {
  return (
    <nav className="locale-switcher" aria-label={label}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={hrefFor(l)} lang={l} hrefLang={l} aria-current={l === current ? 'true' : undefined}>{nameOf(l)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LocaleSwitcherWidget(props: KindWidgetProps) {
  const { t, locale } = contextOf(props);
  // The location shown, which the address bar may follow a frame later (router.tsx, addressAfterPaint).
  const { pathname, search } = useLocation();
  const hrefFor = (l: Locale) => localeHref(pathname, search, l);
  return <LocaleLinks current={locale} hrefFor={hrefFor} label={t('localeSwitcher.label')} nameOf={(l) => t(`localeSwitcher.${l}`)} />;
}
