/** FullName, Email, Phone, PostalCode and BirthDate: text inputs with their own label, keyboard and autocomplete. */
import { TextInput } from './TextInput.tsx';
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';
import { phoneInputMask } from '../../src/core/phoneMask.ts';
import { dateInputMask } from '../../src/core/dateMask.ts';
import { dateFormatShown } from '../../src/core/dates.ts';
import { autocompleteFor, type Whose } from './autocompleteFor.ts';

/** The field's autocomplete token for whoever types it (autocompleteFor.ts). */
function autocomplete(props: KindWidgetProps, token: string, whose: Whose): string {
  const { caregiver, campaign } = contextOf(props);
  return autocompleteFor(token, whose, { caregiver, campaignType: campaign.campaignType });
}

export function FullNameWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return <TextInput props={props} label={t(labelKey(props, 'fields.fullName.label'))} input={{ autoComplete: autocomplete(props, 'name', 'participant'), maxLength: 200 }} />;
}

export function EmailWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const label = labelKey(props, props.options.required ? 'fields.email.labelRequired' : 'fields.email.label');
  return <TextInput props={props} label={t(label)} input={{ type: 'email', autoComplete: autocomplete(props, 'email', 'contact'), inputMode: 'email', maxLength: 254 }} />;
}

export function PhoneWidget(props: KindWidgetProps) {
  const { t, country } = contextOf(props);
  return (
    <TextInput
      props={props}
      label={t(labelKey(props, 'fields.phone.label'))}
      mask={phoneInputMask(country)}
      input={{ type: 'tel', autoComplete: autocomplete(props, 'tel-national', 'contact'), inputMode: 'tel', placeholder: country.phonePlaceholder, maxLength: 30 }}
    />
  );
}

export function PostalCodeWidget(props: KindWidgetProps) {
  const { t, country } = contextOf(props);
  return (
    <TextInput
      props={props}
      label={t(labelKey(props, `fields.postal.${country.postalLabelKey}`))}
      input={{ autoComplete: autocomplete(props, 'postal-code', 'contact'), placeholder: country.postalPlaceholder, maxLength: 12, inputMode: /^\d+$/.test(country.postalPlaceholder) ? 'numeric' : 'text' }}
    />
  );
}

/** A date typed in the country's format, masked as it is typed. */
function DateInput({ props, labelFallback, autoComplete }: { props: KindWidgetProps; labelFallback: string; autoComplete: string }) {
  const { t, country, locale } = contextOf(props);
  const format = dateFormatShown(country.dateInputPlaceholder, locale);
  return (
    <TextInput
      props={props}
      label={t(labelKey(props, labelFallback))}
      hint={t('fields.birthDate.hint', { format })}
      mask={dateInputMask(country)}
      input={{ inputMode: 'numeric', autoComplete, placeholder: format, maxLength: country.dateInputMask.length }}
    />
  );
}

export function BirthDateWidget(props: KindWidgetProps) {
  return <DateInput props={props} labelFallback="fields.birthDate.label" autoComplete={autocomplete(props, 'bday', 'participant')} />;
}

export function CaregiverNameWidget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return <TextInput props={props} label={t(labelKey(props, 'fields.caregiverName.label'))} input={{ autoComplete: autocomplete(props, 'name', 'visitor'), maxLength: 200 }} />;
}

export function CaregiverBirthDateWidget(props: KindWidgetProps) {
  return <DateInput props={props} labelFallback="fields.caregiverBirthDate.label" autoComplete={autocomplete(props, 'bday', 'visitor')} />;
}

export function CtScanDateWidget(props: KindWidgetProps) {
  return <DateInput props={props} labelFallback="fields.ctScanDate.label" autoComplete="off" />;
}
