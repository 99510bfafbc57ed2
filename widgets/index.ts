/** The one widget registry: every built-in kind maps to its widget (one missing fails to compile); a module kind's widget is found by its folder. */
import type { BuiltInKind, ModuleKind } from '../src/engine/fieldKinds.ts';
import type { KindWidget } from './types.ts';
import { lazyWidget } from './lazyWidget.tsx';
import { GenderSelectWidget } from './GenderSelect/GenderSelect.tsx';
import { LocaleSwitcherWidget } from './LocaleSwitcher/LocaleSwitcher.tsx';

// Widgets of later steps only (laterSteps.ts) download with the first step that shows one, with the catalogue's later
// part they read (src/engine/catalogueParts.ts), as do the screener-step widgets.
const later = (pick: (m: typeof import('./laterSteps.ts')) => KindWidget) => lazyWidget(() => import('./laterSteps.ts').then(pick), 'laterSteps', 'later');
// Widgets of screener, search and partner first steps (screenerSteps.ts, searchSteps.ts): out of a sign-up's first
// scripts, and hinted by the server, with the catalogue's parts they read, on the pages that show them
// (src/engine/widgetChunks.ts names the same parts; widgets/screenerSteps.test.ts holds them equal).
const screener = (pick: (m: typeof import('./screenerSteps.ts')) => KindWidget) => lazyWidget(() => import('./screenerSteps.ts').then(pick), 'screenerSteps', 'screener');
const search = (pick: (m: typeof import('./searchSteps.ts')) => KindWidget) => lazyWidget(() => import('./searchSteps.ts').then(pick), 'searchSteps', 'later');
// The campaign's own questions: out of the first scripts of every step that asks none.
const question = (pick: (m: typeof import('./Question/Question.tsx')) => KindWidget) => lazyWidget(() => import('./Question/Question.tsx').then(pick));
// Text boxes with their masks, the country list and the contact consent (formSteps.ts): out of s6's first scripts.
const text = (pick: (m: typeof import('./formSteps.ts')) => KindWidget) => lazyWidget(() => import('./formSteps.ts').then(pick), 'formSteps');
const CountrySelectWidget = text((m) => m.CountrySelectWidget);
const GenericConsentWidget = text((m) => m.GenericConsentWidget);
const FullNameWidget = text((m) => m.FullNameWidget);
const EmailWidget = text((m) => m.EmailWidget);
const PhoneWidget = text((m) => m.PhoneWidget);
const PostalCodeWidget = text((m) => m.PostalCodeWidget);
const BirthDateWidget = text((m) => m.BirthDateWidget);
const CaregiverNameWidget = text((m) => m.CaregiverNameWidget);
const CaregiverBirthDateWidget = text((m) => m.CaregiverBirthDateWidget);
const CtScanDateWidget = text((m) => m.CtScanDateWidget);
const GenderWidget = screener((m) => m.GenderWidget);
const GenderDropdownWidget = screener((m) => m.GenderDropdownWidget);
const IndicationMultiSelectWidget = screener((m) => m.IndicationMultiSelectWidget);
const MoreInformationWidget = screener((m) => m.MoreInformationWidget);
const StudySearchResultsWidget = search((m) => m.StudySearchResultsWidget);
const OffersListWidget = search((m) => m.OffersListWidget);
const QualificationCheckWidget = screener((m) => m.QualificationCheckWidget);
const PartnerConsentWidget = screener((m) => m.PartnerConsentWidget);
const ParticipantChoiceWidget = screener((m) => m.ParticipantChoiceWidget);
const HeightWidget = screener((m) => m.HeightWidget);
const WeightWidget = screener((m) => m.WeightWidget);
const EthnicityWidget = screener((m) => m.EthnicityWidget);
const StudyCriteriaWidget = screener((m) => m.StudyCriteriaWidget);
const AgeWidget = later((m) => m.AgeWidget);
const HeadingWidget = later((m) => m.HeadingWidget);
const DiagnosisWidget = later((m) => m.DiagnosisWidget);
const ThankYouPageWidget = later((m) => m.ThankYouPageWidget);
const OncologyConfirmationWidget = later((m) => m.OncologyConfirmationWidget);
const CallNowPromptWidget = later((m) => m.CallNowPromptWidget);
const SearchThankYouWidget = later((m) => m.SearchThankYouWidget);
const CheckAgainWidget = later((m) => m.CheckAgainWidget);
const ConfirmEligibilityWidget = later((m) => m.ConfirmEligibilityWidget);
const CancerDetailsWidget = later((m) => m.CancerDetailsWidget);
const RiskAssessmentWidget = screener((m) => m.RiskAssessmentWidget);
const ObGynContactWidget = search((m) => m.ObGynContactWidget);
const HealthDataConsentWidget = later((m) => m.HealthDataConsentWidget);
const BrandConnectConsentWidget = later((m) => m.BrandConnectConsentWidget);
const ConditionChipsWidget = later((m) => m.ConditionChipsWidget);
const PartnerTransferWidget = later((m) => m.PartnerTransferWidget);
const BookingCalendarWidget = later((m) => m.BookingCalendarWidget);
const BookingThankYouWidget = later((m) => m.BookingThankYouWidget);
const MedicalRecordsConsentWidget = later((m) => m.MedicalRecordsConsentWidget);
const CaregiverRelationshipWidget = later((m) => m.CaregiverRelationshipWidget);
const HealthQuestionsWidget = later((m) => m.HealthQuestionsWidget);
const ScreenerResultWidget = later((m) => m.ScreenerResultWidget);
const ScreenerThankYouWidget = later((m) => m.ScreenerThankYouWidget);
const HealthQuestionsThankYouPageWidget = later((m) => m.HealthQuestionsThankYouPageWidget);

const builtInWidgets = {
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
  ParticipantChoice: ParticipantChoiceWidget,
  CaregiverBirthDate: CaregiverBirthDateWidget,
  MoreInformation: MoreInformationWidget,
  CtScanDate: CtScanDateWidget,
  OncologyConfirmation: OncologyConfirmationWidget,
  CallNowPrompt: CallNowPromptWidget,
  SearchThankYou: SearchThankYouWidget,
  CheckAgain: CheckAgainWidget,
  ConfirmEligibility: ConfirmEligibilityWidget,
  CancerDetails: CancerDetailsWidget,
  RiskAssessment: RiskAssessmentWidget,
  ObGynContact: ObGynContactWidget,
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
  SingleChoice: question((m) => m.SingleChoiceWidget),
  MultiChoice: question((m) => m.MultiChoiceWidget),
  YesNo: question((m) => m.YesNoWidget),
  Number: question((m) => m.NumberWidget),
  Date: question((m) => m.DateWidget),
  ShortText: question((m) => m.ShortTextWidget),
} satisfies Record<BuiltInKind, KindWidget>;

/**
 * A module kind's widget is widgets/NAME/widget.tsx (its default export), downloaded when a step shows it.
 * campaigns:check refuses a module kind without one.
 */
const moduleWidgets = Object.fromEntries(Object.entries(import.meta.glob<KindWidget>('./*/widget.tsx', { import: 'default' }))
  .map(([path, load]) => [path.split('/')[1] as string, lazyWidget(load)]));

export const widgets: Readonly<typeof builtInWidgets & Record<ModuleKind, KindWidget>> = { ...builtInWidgets, ...moduleWidgets } as typeof builtInWidgets & Record<ModuleKind, KindWidget>;
