/** The campaign's consent wording with a checkbox (unchecked until ticked) and its legal links, each opening in a new tab. */
import { legalUrl, type LegalPage } from '../../src/core/site.ts';
import { contextOf, labelKey, errorAria, type KindWidgetProps } from '../types.ts';

const LINKS: readonly LegalPage[] = ['privacy', 'terms', 'healthData', 'hipaa'];

export function GenericConsentWidget(props: KindWidgetProps) {
  const { t, consentText, brand, locale } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <div className="consent">
      <p id={`${id}-text`} className="consent__text">{consentText}</p>
      <p className="consent__links">
        {t('consentLinks.intro')}{' '}
        {LINKS.map((page, i) => (
          <span key={page}>
            {i > 0 ? ', ' : ''}
            <a href={legalUrl(brand, page, locale)} target="_blank" rel="noopener noreferrer">
              {t(`consentLinks.${page}`)}<span className="visually-hidden"> {t('app.newTab')}</span>
            </a>
          </span>
        ))}
      </p>
      <label className="choice">
        <input type="checkbox" id={id} checked={value === true} aria-describedby={`${id}-text`} {...errorAria(props)} onChange={(e) => onChange(e.target.checked)} />
        <span>{t(labelKey(props, 'fields.consent.label'))}</span>
      </label>
    </div>
  );
}
