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
import { FullNameWidget, EmailWidget, PhoneWidget, PostalCodeWidget, BirthDateWidget, CaregiverNameWidget, CaregiverBirthDateWidget, CtScanDateWidget } from './TextInput/kinds.tsx';
import { OncologyConfirmationWidget } from './OncologyConfirmation/OncologyConfirmation.tsx';
import { HealthDataConsentWidget } from './HealthDataConsent/HealthDataConsent.tsx';
import { BrandConnectConsentWidget } from './BrandConnectConsent/BrandConnectConsent.tsx';
import { HowHeardWidget } from './HowHeard/HowHeard.tsx';
import { MoreInformationWidget } from './MoreInformation/MoreInformation.tsx';
import { StudySearchResultsWidget } from './StudySearchResults/StudySearchResults.tsx';
import { OffersListWidget } from './OffersList/OffersList.tsx';
import { ConditionChipsWidget } from './ConditionChips/ConditionChips.tsx';
import { QualificationCheckWidget } from './QualificationCheck/QualificationCheck.tsx';
import { PartnerConsentWidget } from './PartnerConsent/PartnerConsent.tsx';
import { PartnerTransferWidget } from './PartnerTransfer/PartnerTransfer.tsx';
import { BookingCalendarWidget } from './BookingCalendar/BookingCalendar.tsx';
import { BookingThankYouWidget } from './BookingThankYou/BookingThankYou.tsx';
import { MedicalRecordsConsentWidget } from './MedicalRecordsConsent/MedicalRecordsConsent.tsx';
import { ParticipantChoiceWidget } from './ParticipantChoice/ParticipantChoice.tsx';
import { CountrySelectWidget } from './CountrySelect/CountrySelect.tsx';
import { CaregiverRelationshipWidget } from './CaregiverRelationship/CaregiverRelationship.tsx';
import { HeightWidget } from './Height/Height.tsx';
import { WeightWidget } from './Weight/Weight.tsx';
import { EthnicityWidget } from './Ethnicity/Ethnicity.tsx';
import { HealthQuestionsWidget } from './HealthQuestions/HealthQuestions.tsx';
import { StudyCriteriaWidget } from './StudyCriteria/StudyCriteria.tsx';
import { ScreenerResultWidget } from './ScreenerResult/ScreenerResult.tsx';
import { ScreenerThankYouWidget } from './ScreenerThankYou/ScreenerThankYou.tsx';
import { HealthQuestionsThankYouPageWidget } from './HealthQuestionsThankYouPage/HealthQuestionsThankYouPage.tsx';

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
  CountrySelect: CountrySelectWidget,
  CaregiverName: CaregiverNameWidget,
  CaregiverRelationship: CaregiverRelationshipWidget,
  Height: HeightWidget,
  Weight: WeightWidget,
  Ethnicity: EthnicityWidget,
  HealthQuestions: HealthQuestionsWidget,
  HealthQuestionsThankYouPage: HealthQuestionsThankYouPageWidget,
  StudyCriteria: StudyCriteriaWidget,
  ScreenerResult: ScreenerResultWidget,
  ScreenerThankYou: ScreenerThankYouWidget,
  HealthDataConsent: HealthDataConsentWidget,
  ESignConsent: HealthDataConsentWidget,
  BrandConnectConsent: BrandConnectConsentWidget,
  HowHeard: HowHeardWidget,
  ParticipantChoice: ParticipantChoiceWidget,
  CaregiverBirthDate: CaregiverBirthDateWidget,
  MoreInformation: MoreInformationWidget,
  CtScanDate: CtScanDateWidget,
  OncologyConfirmation: OncologyConfirmationWidget,
  SecondaryScreeningBooking: BookingCalendarWidget,
  SiteBooking: BookingCalendarWidget,
  BookingThankYou: BookingThankYouWidget,
  MedicalRecordsConsent: MedicalRecordsConsentWidget,
  StudySearchResults: StudySearchResultsWidget,
  OffersList: OffersListWidget,
  ConditionChips: ConditionChipsWidget,
  QualificationCheck: QualificationCheckWidget,
  PartnerConsent: PartnerConsentWidget,
  PartnerTransfer: PartnerTransferWidget,
} satisfies Record<FieldKind, KindWidget>;
