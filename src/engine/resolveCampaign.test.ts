import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument, Step } from './campaign.ts';
import { CampaignResolveError, mergeDocuments, resolveCampaign, resolveCampaigns } from './resolveCampaign.ts';

const s6Doc = JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument;

const base: CampaignDocument = {
  name: 'base',
  campaignType: 'Screener',
  flowType: 'webScreener',
  home: 'home',
  consent: { us: { en: 'base consent' }, international: { en: 'base consent' } },
  steps: {
    home: { path: 'home', title: 'base.home', fields: [{ kind: 'FullName' }, { kind: 'Phone' }], next: 'indications', saveSubject: true },
    indications: { path: 'indications', fields: [{ kind: 'IndicationMultiSelect' }], next: 'thanks' },
    thanks: { path: 'thanks', fields: [{ kind: 'ThankYouPage' }], nav: { next: false } },
  },
};

const docs = (...list: CampaignDocument[]) => new Map(list.map((d) => [d.name, d]));

function resolveError(fn: () => unknown): CampaignResolveError {
  try {
    fn();
  } catch (err) {
    if (err instanceof CampaignResolveError) return err;
    throw err;
  }
  throw new Error('expected a CampaignResolveError');
}

describe('resolveCampaign: s6', () => {
  const s6 = resolveCampaign('s6', docs(s6Doc));

  it('keeps the top-level settings', () => {
    expect(s6).toMatchObject({
      name: 's6', campaignType: 'Signup', flowType: 'signup', home: 'home',
      pageTitle: 'app.registration', mainBgColor: 'white', hasCaregiver: null,
    });
  });

  it('keeps the steps in document order', () => {
    expect(s6.stepOrder).toEqual(['home', 'genderSelect', 'postal', 'dob', 'name', 'phone', 'email', 'diagnosis', 'indications', 'thankyou', 'healthQuestions', 'healthThankYou']);
    expect(s6.steps.email?.next).toEqual({ rule: 'afterEmail' });
  });
});

describe('resolveCampaign: defaults', () => {
  const c = resolveCampaign('base', docs(base));

  it("defaults pageTitle to the catalogue's 'Registration' and mainBgColor to 'white'", () => {
    expect(c.pageTitle).toBe('app.registration');
    expect(c.mainBgColor).toBe('white');
  });

  it('defaults the other optional settings', () => {
    expect(c).toMatchObject({
      hasCaregiver: null, caregiverType: null, showSalesforceLiveChat: false,
      studyId: null, qualifiedBy: 'full', stepCounter: 'bar', webScreenerProps: {},
      homeExtras: 'featuredStudy', surveyAnswersAs: 'values', searchWithHealthyVolunteers: false, defaultFor: [],
    });
  });

  it('keeps given values instead of the defaults', () => {
    const c2 = resolveCampaign('base', docs({ ...base, pageTitle: 'Screener', mainBgColor: '#f0f0f0', hasCaregiver: true, caregiverType: 'adult', stepCounter: 'fraction', studyId: 12 }));
    expect(c2).toMatchObject({ pageTitle: 'Screener', mainBgColor: '#f0f0f0', hasCaregiver: true, caregiverType: 'adult', stepCounter: 'fraction', studyId: 12 });
  });
});

describe('resolveCampaign: extends', () => {
  const derived: CampaignDocument = {
    name: 'derived',
    extends: 'base',
    pageTitle: 'Derived',
    steps: {
      home: { next: 'extra' } as Step,
      extra: { path: 'extra', fields: [{ kind: 'Email' }], next: 'indications' },
    },
  };
  const c = resolveCampaign('derived', docs(base, derived));

  it('takes the derived name and top-level overrides, and the base for the rest', () => {
    expect(c.name).toBe('derived');
    expect(c.pageTitle).toBe('Derived');
    expect(c.campaignType).toBe('Screener');
    expect(c.home).toBe('home');
    expect(c.consent).toEqual({ us: { en: 'base consent' }, international: { en: 'base consent' } });
  });

  it('merges a step key by key over the base step', () => {
    expect(c.steps.home).toEqual({ path: 'home', title: 'base.home', fields: [{ kind: 'FullName' }, { kind: 'Phone' }], next: 'extra', saveSubject: true });
  });

  it('keeps base steps the derived campaign does not touch', () => {
    expect(c.steps.indications).toEqual(base.steps?.indications);
    expect(c.steps.thanks).toEqual(base.steps?.thanks);
  });

  it("orders the base steps first, then the derived campaign's additions", () => {
    expect(c.stepOrder).toEqual(['home', 'indications', 'thanks', 'extra']);
  });

  it('does not modify the documents', () => {
    expect(base.steps?.home?.next).toBe('indications');
    expect(base.pageTitle).toBeUndefined();
  });

  it('takes out a step the derived campaign removes, and nothing else', () => {
    const lean: CampaignDocument = { name: 'lean', extends: 'base', steps: { home: { next: 'thanks' } as Step, indications: { remove: true } } };
    const c2 = resolveCampaign('lean', docs(base, lean));
    expect(c2.stepOrder).toEqual(['home', 'thanks']);
    expect(c2.steps.indications).toBeUndefined();
    expect(base.steps?.indications).toBeDefined();
    // A later campaign in the chain may add the step again.
    const again: CampaignDocument = { name: 'again', extends: 'lean', steps: { indications: { path: 'conditions', fields: [{ kind: 'IndicationMultiSelect' }] } } };
    expect(resolveCampaign('again', docs(base, lean, again)).steps.indications).toEqual({ path: 'conditions', fields: [{ kind: 'IndicationMultiSelect' }] });
  });

  it('names the documents it was resolved from, its own first (the page loads these for it)', () => {
    const lean: CampaignDocument = { name: 'lean', extends: 'base', steps: { indications: { remove: true } } };
    const again: CampaignDocument = { name: 'again', extends: 'lean', steps: {} };
    expect(resolveCampaign('again', docs(base, lean, again)).documents).toEqual(['again', 'lean', 'base']);
    expect(resolveCampaign('lean', docs(base, lean, again)).documents).toEqual(['lean', 'base']);
    expect(resolveCampaign('base', docs(base, lean, again)).documents).toEqual(['base']);
  });

  it('resolves a whole set of documents by name, each as resolveCampaign does', () => {
    const lean: CampaignDocument = { name: 'lean', extends: 'base', steps: { indications: { remove: true } } };
    const all = resolveCampaigns(docs(base, lean));
    expect([...all.keys()]).toEqual(['base', 'lean']);
    expect(all.get('lean')).toEqual(resolveCampaign('lean', docs(base, lean)));
    expect(all.get('base')).toEqual(resolveCampaign('base', docs(base, lean)));
  });

  it('reports a removal of a step the base lacks, one that gives more than the removal, and a removal with nothing to extend', () => {
    const error = (doc: CampaignDocument, ...more: CampaignDocument[]) => {
      try { resolveCampaign(doc.name, docs(base, ...more, doc)); } catch (err) { return { message: (err as Error).message, pointer: (err as CampaignResolveError).pointer }; }
      return null;
    };
    expect(error({ name: 'v', extends: 'base', steps: { nowhere: { remove: true } } })).toEqual({ message: "step 'nowhere' is removed, but 'base' has no step 'nowhere'", pointer: '/steps/nowhere/remove' });
    expect(error({ name: 'v', extends: 'base', steps: { thanks: { remove: true, path: 'x' } } })).toEqual({ message: "step 'thanks' is removed: give nothing else with 'remove'", pointer: '/steps/thanks' });
    expect(error({ ...base, name: 'solo', steps: { ...base.steps, thanks: { remove: true, path: 'thanks', fields: [] } } })).toEqual({ message: "step 'thanks': 'remove' takes out a step of the campaign this one extends", pointer: '/steps/thanks/remove' });
  });

  it('resolves a chain of several levels, the nearest document winning', () => {
    const third: CampaignDocument = { name: 'third', extends: 'derived', mainBgColor: 'black', steps: { extra: { path: 'more' } as Step } };
    const c3 = resolveCampaign('third', docs(base, derived, third));
    expect(c3).toMatchObject({ name: 'third', pageTitle: 'Derived', mainBgColor: 'black', flowType: 'webScreener' });
    expect(c3.steps.extra).toEqual({ path: 'more', fields: [{ kind: 'Email' }], next: 'indications' });
    expect(c3.steps.home?.next).toBe('extra');
  });

  it('reports a cycle', () => {
    const a: CampaignDocument = { ...base, name: 'a', extends: 'b' };
    const b: CampaignDocument = { ...base, name: 'b', extends: 'a' };
    const err = resolveError(() => resolveCampaign('a', docs(a, b)));
    expect(err.message).toBe("'extends' forms a cycle: a -> b -> a");
    expect(err.pointer).toBe('/extends');
  });

  it('reports a campaign that extends itself', () => {
    const err = resolveError(() => resolveCampaign('a', docs({ ...base, name: 'a', extends: 'a' })));
    expect(err.message).toContain('cycle');
  });

  it('reports a cycle further down the chain', () => {
    const a: CampaignDocument = { ...base, name: 'a', extends: 'b' };
    const b: CampaignDocument = { ...base, name: 'b', extends: 'c' };
    const c2: CampaignDocument = { ...base, name: 'c', extends: 'b' };
    expect(resolveError(() => resolveCampaign('a', docs(a, b, c2))).message).toBe("'extends' forms a cycle: a -> b -> c -> b");
  });

  it('reports an unknown base', () => {
    const err = resolveError(() => resolveCampaign('derived', docs({ ...derived, extends: 'nowhere' })));
    expect(err.message).toBe("'extends' names unknown campaign 'nowhere'");
    expect(err.pointer).toBe('/extends');
  });
});

describe('resolveCampaign: errors', () => {
  // campaigns:check shows each problem at its pointer: the whole document ('') or the step at fault.
  it('reports an unknown campaign, at the whole document', () => {
    const err = resolveError(() => resolveCampaign('zzz', docs(base)));
    expect({ message: err.message, pointer: err.pointer }).toEqual({ message: "unknown campaign 'zzz'", pointer: '' });
  });

  it('reports required settings still missing after resolving, at the whole document', () => {
    const partial: CampaignDocument = { name: 'p', flowType: 'signup', steps: {} };
    const err = resolveError(() => resolveCampaign('p', docs(partial)));
    expect({ message: err.message, pointer: err.pointer }).toEqual({ message: "missing campaignType, home, consent after resolving 'extends'", pointer: '' });
  });

  it('reports a step a derived campaign adds without its path or fields, at that step', () => {
    for (const added of [{ fields: [{ kind: 'FullName' }] }, { path: 'extra' }] as unknown as Step[]) {
      const err = resolveError(() => resolveCampaign('v', docs(base, { name: 'v', extends: 'base', steps: { extra: added } })));
      expect({ message: err.message, pointer: err.pointer }).toEqual({ message: "step 'extra' needs 'path' and 'fields'", pointer: '/steps/extra' });
    }
  });
});

describe('mergeDocuments', () => {
  it('clears extends and merges steps', () => {
    const merged = mergeDocuments(base, { name: 'd', extends: 'base', steps: { thanks: { nav: { next: true } } as Step } });
    expect(merged.extends).toBeNull();
    expect(merged.name).toBe('d');
    expect(merged.steps?.thanks).toEqual({ path: 'thanks', fields: [{ kind: 'ThankYouPage' }], nav: { next: true } });
    expect(Object.keys(merged.steps ?? {})).toEqual(['home', 'indications', 'thanks']);
  });
});

describe('resolveCampaign: qualifiedBy', () => {
  const documents = new Map(['ws10', 'ws11', 'ws15', 'ws20'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument]));

  it('is the campaign file\'s: ws11 qualifies visitors on the study\'s questions alone, ws10 and its other variants in full', () => {
    expect(resolveCampaign('ws11', documents).qualifiedBy).toBe('criteria');
    expect(resolveCampaign('ws10', documents).qualifiedBy).toBe('full');
    expect(resolveCampaign('ws20', documents).qualifiedBy).toBe('full');
  });

  it('is inherited by a campaign that extends one qualified by criteria, whatever its name', () => {
    const spring = { name: 'migraine-spring', extends: 'ws11' } as CampaignDocument;
    expect(resolveCampaign('migraine-spring', new Map([...documents, ['migraine-spring', spring]])).qualifiedBy).toBe('criteria');
  });
});
