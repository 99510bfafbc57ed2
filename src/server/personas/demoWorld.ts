/**
 * The persona world of the demo data: the studies, sites and postal codes that `npm start` seeds, screened with the
 * same pure rules as the server (eligibility, site area). A persona's study id names a demo study.
 */
import { readFileSync } from 'node:fs';
import { answersToCampaign, campaignQuestions, disqualifyingAnswerReasons } from '../../engine/questions.ts';
import { readDemoData } from '../db/seed.ts';
import { directoryLookup, verifyPostalCode } from '../services/postalVerification.ts';
import { normalisePostalCode } from '../../core/postal.ts';
import type { ScoredCriterion } from '../../core/eligibility/verdict.ts';
import { publicCriteria, screenAnswers } from '../../core/eligibility/screenAnswers.ts';
import { sitesInAreaNearestFirst, type Place } from '../../core/siteArea.ts';
import type { CountryCode } from '../../core/countries.ts';
import type { PersonaWorld } from '../../engine/personas/world.ts';
import { readCatalogues } from '../../engine/node/campaignFiles.ts';
import { readBrands } from '../../engine/node/consentCatalogue.ts';
import { catalogueTranslator, type Catalogue } from '../../engine/catalogueText.ts';
import { productVariables } from '../../engine/productWords.ts';

interface SchedulingSeed { siteScheduling: Array<{ studySiteId: number; enabled: boolean }> }

export function demoWorld(): PersonaWorld {
  const demo = readDemoData();
  const scheduling = JSON.parse(readFileSync(new URL('../db/seed/scheduling.json', import.meta.url), 'utf8')) as SchedulingSeed;
  const studyOf = (id: number) => demo.studies.find((s) => s.id === id) ?? null;
  const placeOf = (postalCode: string, country: string): Place | null => {
    const code = normalisePostalCode(postalCode, country as CountryCode);
    const direct = directoryLookup(country as CountryCode, code);
    if (direct) return { lat: direct.lat, lng: direct.lng, state: direct.state, country };
    const row = demo.postalCodes.find((p) => p.country === country && p.postalCode === code);
    return row ? { lat: row.lat, lng: row.lng, state: row.state, country } : null;
  };
  const scored = (id: number): ScoredCriterion[] => (studyOf(id)?.criteria ?? []).map((c) => ({
    id: c.id, questionId: c.questionId, question: c.question.en, hint: c.questionHintText?.en ?? null,
    questionType: c.questionType as ScoredCriterion['questionType'], gender: c.gender as ScoredCriterion['gender'],
    responses: (c.responses as Array<{ id: number; text: { en: string }; position: ScoredCriterion['responses'][number]['position']; qualifies: boolean; exclusive?: boolean }>)
      .map((r) => ({ id: r.id, text: r.text.en, position: r.position, qualifies: r.qualifies, ...(r.exclusive ? { exclusive: true } : {}) })),
  }));

  const catalogues = readCatalogues();
  const brand = readBrands().find((b) => b.id === 'trial-search') ?? readBrands()[0]!;

  return {
    consentWords(locale) {
      return { brand, t: catalogueTranslator((catalogues[locale] ?? catalogues.en) as Catalogue, catalogues.en as Catalogue, productVariables(brand, locale), locale) };
    },
    payload(studyId) {
      const study = studyId === null ? null : studyOf(studyId);
      if (!study) return { study: null, indicationId: null };
      return {
        study: {
          id: study.id, minAge: study.minAge, maxAge: study.maxAge, isSimulation: study.isSimulation, oncology: study.oncology ?? false,
          ctScanAppointment: study.ctScanAppointment ?? false, showRiskAssessment: study.showRiskAssessment ?? false, secondaryScreening: study.secondaryScreening, gender: study.gender,
        },
        indicationId: study.indicationIds[0] ?? null,
      };
    },
    verifyPostalCode: (postalCode, country) => verifyPostalCode(postalCode, country),
    criteria: (studyId) => publicCriteria(scored(studyId)),
    screen(campaign, studyId, candidate, today) {
      const study = studyOf(studyId);
      if (!study) throw new Error(`no demo study ${studyId}`);
      const visitor = { place: candidate.postalCode ? placeOf(candidate.postalCode, candidate.country) : null, country: candidate.country };
      const sites = candidate.postalCode ? sitesInAreaNearestFirst(study, visitor, study.sites.map((site) => ({ site, place: placeOf(site.postalCode, site.country), country: site.country }))) : [];
      // Every persona is a new visitor: no phone of theirs has been screened for the study before.
      const { verdict, passed } = screenAnswers({
        qualifiedBy: campaign.qualifiedBy, study, criteria: scored(studyId), answers: candidate.criteriaAnswers, birthDate: candidate.birthDate, age: candidate.age, today,
        gender: candidate.gender, heightCm: candidate.heightCm, weightKg: candidate.weightKg, siteFound: sites.length > 0, alreadyMatched: false,
        // What the page sends the server: the answers of the campaign's own questions.
        answerReasons: disqualifyingAnswerReasons(campaignQuestions(campaign), answersToCampaign(campaign, candidate.answers)),
      });
      return { passed, fullyQualified: verdict.fullyQualified, siteFound: verdict.siteFound, siteId: sites[0]?.site.id ?? null, reasons: verdict.reasons };
    },
    siteSchedulingEnabled: (siteId) => scheduling.siteScheduling.some((s) => s.studySiteId === siteId && s.enabled),
  };
}
