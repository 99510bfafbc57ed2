/** The one widget registry: every field kind maps to its widget; a missing kind fails to compile. */
import type { FieldKind } from '../src/generated/campaign.ts';
import type { KindWidget } from './types.ts';
import { AgeWidget } from './Age/Age.tsx';
import { GenderWidget } from './Gender/Gender.tsx';
import { GenderSelectWidget } from './GenderSelect/GenderSelect.tsx';
import { GenderDropdownWidget } from './GenderDropdown/GenderDropdown.tsx';
import { HeadingWidget } from './Heading/Heading.tsx';
import { DiagnosisWidget } from './Diagnosis/Diagnosis.tsx';
import { IndicationMultiSelectWidget } from './IndicationMultiSelect/IndicationMultiSelect.tsx';
import { ThankYouPageWidget } from './ThankYouPage/ThankYouPage.tsx';
import { LocaleSwitcherWidget } from './LocaleSwitcher/LocaleSwitcher.tsx';
import { GenericConsentWidget } from './GenericConsent/GenericConsent.tsx';
import { FullNameWidget, EmailWidget, PhoneWidget, PostalCodeWidget, BirthDateWidget } from './TextInput/kinds.tsx';

export const widgets = {
  Age: AgeWidget,
  Phone: PhoneWidget,
  Email: EmailWidget,
  Gender: GenderWidget,
  GenderSelect: GenderSelectWidget,
  GenderDropdown: GenderDropdownWidget,
  Heading: HeadingWidget,
  FullName: FullNameWidget,
  BirthDate: BirthDateWidget,
  Diagnosis: DiagnosisWidget,
  PostalCode: PostalCodeWidget,
  IndicationMultiSelect: IndicationMultiSelectWidget,
  ThankYouPage: ThankYouPageWidget,
  LocaleSwitcher: LocaleSwitcherWidget,
  GenericConsent: GenericConsentWidget,
} satisfies Record<FieldKind, KindWidget>;
