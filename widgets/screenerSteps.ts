/**
 * Widgets that only the first steps of screeners, study searches and partner flows show (and later steps): one
 * chunk, out of a sign-up's first scripts, reading the catalogue's first two parts. The server hints it on pages whose
 * step shows one of them (src/engine/widgetChunks.ts lists the kinds); the step gate downloads it otherwise.
 */
export { GenderWidget } from './Gender/Gender.tsx';
export { GenderDropdownWidget } from './GenderDropdown/GenderDropdown.tsx';
export { IndicationMultiSelectWidget } from './IndicationMultiSelect/IndicationMultiSelect.tsx';
export { MoreInformationWidget } from './MoreInformation/MoreInformation.tsx';
export { QualificationCheckWidget } from './QualificationCheck/QualificationCheck.tsx';
export { PartnerConsentWidget } from './PartnerConsent/PartnerConsent.tsx';
export { ParticipantChoiceWidget } from './ParticipantChoice/ParticipantChoice.tsx';
export { HeightWidget } from './Height/Height.tsx';
export { WeightWidget } from './Weight/Weight.tsx';
export { EthnicityWidget } from './Ethnicity/Ethnicity.tsx';
export { StudyCriteriaWidget } from './StudyCriteria/StudyCriteria.tsx';
export { RiskAssessmentWidget } from './RiskAssessment/RiskAssessment.tsx';
