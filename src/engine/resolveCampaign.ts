/** Resolves `extends` chains and applies defaults, producing a `Campaign`. */
import type { CampaignDocument, Step, StepPatch } from '../generated/campaign.ts';
import type { Campaign } from './campaign.ts';
import { applyFieldChanges, FieldChangeError } from './fieldChanges.ts';

export class CampaignResolveError extends Error {
  constructor(message: string, readonly pointer: string) {
    super(message);
  }
}

/** A derived step over the same step of its base: its keys replace the base's; its fieldChanges edit the base's fields. */
function mergeStep(id: string, prior: StepPatch | undefined, step: StepPatch, base: CampaignDocument): StepPatch {
  const { fieldChanges, ...rest } = step;
  if (!fieldChanges) return prior ? { ...prior, ...step } : step;
  const at = `/steps/${id}/fieldChanges`;
  if (step.fields) throw new CampaignResolveError(`step '${id}' gives both 'fields' and 'fieldChanges': give the whole list, or how it differs from '${base.name}'`, at);
  if (!prior?.fields) throw new CampaignResolveError(`step '${id}' has 'fieldChanges', but '${base.name}' has no step '${id}' with fields to change`, at);
  try {
    return { ...prior, ...rest, fields: applyFieldChanges(prior.fields, fieldChanges) };
  } catch (err) {
    if (err instanceof FieldChangeError) throw new CampaignResolveError(`${err.message}, in '${base.name}' step '${id}'`, `${at}/${err.index}`);
    throw err;
  }
}

/** Merges a derived document over its base: top-level keys replace, steps merge key by key. */
export function mergeDocuments(base: CampaignDocument, derived: CampaignDocument): CampaignDocument {
  const steps: Record<string, StepPatch> = {};
  for (const [id, step] of Object.entries(base.steps ?? {})) if (step) steps[id] = step;
  for (const [id, step] of Object.entries(derived.steps ?? {})) {
    if (!step) continue;
    if (step.remove) {
      const { remove: _remove, ...given } = step;
      if (Object.keys(given).length) throw new CampaignResolveError(`step '${id}' is removed: give nothing else with 'remove'`, `/steps/${id}`);
      if (!steps[id]) throw new CampaignResolveError(`step '${id}' is removed, but '${base.name}' has no step '${id}'`, `/steps/${id}/remove`);
      delete steps[id];
      continue;
    }
    steps[id] = mergeStep(id, steps[id], step, base);
  }
  const { extends: _ignored, ...rest } = derived;
  return { ...base, ...rest, extends: null, steps };
}

export function resolveCampaign(name: string, documents: ReadonlyMap<string, CampaignDocument>): Campaign {
  const seen: string[] = [];
  let doc = documents.get(name);
  if (!doc) throw new CampaignResolveError(`unknown campaign '${name}'`, '');
  const chain: CampaignDocument[] = [doc];
  while (doc.extends) {
    seen.push(doc.name);
    if (seen.includes(doc.extends)) throw new CampaignResolveError(`'extends' forms a cycle: ${[...seen, doc.extends].join(' -> ')}`, '/extends');
    const base = documents.get(doc.extends);
    if (!base) throw new CampaignResolveError(`'extends' names unknown campaign '${doc.extends}'`, '/extends');
    chain.unshift(base);
    doc = base;
  }
  const merged = chain.reduce((acc, next) => mergeDocuments(acc, next));
  const missing = (['campaignType', 'flowType', 'home', 'steps', 'consent'] as const).filter((k) => merged[k] == null);
  if (missing.length) throw new CampaignResolveError(`missing ${missing.join(', ')} after resolving 'extends'`, '');
  const steps: Record<string, Step> = {};
  for (const [id, step] of Object.entries(merged.steps ?? {})) {
    if (!step) continue;
    if (step.remove) throw new CampaignResolveError(`step '${id}': 'remove' takes out a step of the campaign this one extends`, `/steps/${id}/remove`);
    // A derived campaign may add a step; it must then say everything a step needs.
    if (step.path === undefined || step.fields === undefined) throw new CampaignResolveError(`step '${id}' needs 'path' and 'fields'`, `/steps/${id}`);
    steps[id] = { ...step, path: step.path, fields: step.fields };
  }
  return {
    name,
    campaignType: merged.campaignType!,
    flowType: merged.flowType!,
    home: merged.home!,
    pageTitle: merged.pageTitle ?? 'app.registration',
    mainBgColor: merged.mainBgColor ?? 'white',
    hasCaregiver: merged.hasCaregiver ?? null,
    caregiverType: merged.caregiverType ?? null,
    showSalesforceLiveChat: merged.showSalesforceLiveChat ?? false,
    studyId: merged.studyId ?? null,
    qualifiedBy: merged.qualifiedBy ?? 'full',
    homeExtras: merged.homeExtras ?? 'featuredStudy',
    surveyAnswersAs: merged.surveyAnswersAs ?? 'values',
    searchWithHealthyVolunteers: merged.searchWithHealthyVolunteers ?? false,
    // A variant of the default sign-up is not a second default: the role belongs to the document that claims it.
    defaultFor: documents.get(name)?.defaultFor ?? [],
    stepCounter: merged.stepCounter ?? 'bar',
    consent: merged.consent!,
    webScreenerProps: merged.webScreenerProps ?? {},
    documents: chain.map((d) => d.name).reverse(),
    stepOrder: Object.keys(steps),
    steps,
  };
}

/** Every document resolved, by campaign name: the whole set of campaigns, as the server and the studio hold them. */
export function resolveCampaigns(documents: ReadonlyMap<string, CampaignDocument>): Map<string, Campaign> {
  return new Map([...documents.keys()].map((name) => [name, resolveCampaign(name, documents)]));
}
