/**
 * The campaign's contact consent and its legal links, each opening in a new tab. US visitors read their wording and
 * consent by going on; visitors from countries that need explicit consent read theirs beside a checkbox, unchecked
 * until ticked. The words come from the same statement that is stored with the consent.
 */
import { legalUrl, type LegalPage } from '../../src/core/site.ts';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

const LINKS: readonly LegalPage[] = ['privacy', 'terms', 'healthData', 'hipaa'];

export function GenericConsentWidget(props: KindWidgetProps) {
  const { t, consentStatement, brand, locale } = contextOf(props);
  const { id, value, onChange } = props;
  const statement = consentStatement(props.options.kindField);
  if (!statement) return null;
  return (
    <div className="consent">
      {statement.lines.map((line, i) => <p key={i} id={i === 0 ? `${id}-text` : undefined} className="consent__text">{line}</p>)}
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
      {statement.checkbox ? (
        <label className="choice">
          <input type="checkbox" id={id} checked={value === true} aria-invalid={errorAria(props)['aria-invalid']} aria-describedby={[`${id}-text`, errorAria(props)['aria-describedby']].filter(Boolean).join(' ')} onChange={(e) => onChange(e.target.checked)} />
          <span>{statement.checkbox}</span>
        </label>
      ) : null}
    </div>
  );
}
