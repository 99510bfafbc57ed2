/**
 * The studio's preview frame: renders the step the studio posts, under the posted context, with the real shell,
 * step page and widgets. Read-only: answers validate but nothing is sent and the page does not move on.
 */
import { useEffect, useMemo, useState } from 'react';
import { I18nProvider } from '../translation.tsx';
import { createStore } from 'zustand/vanilla';
import type { Campaign } from '../../engine/campaign.ts';
import { resolveCampaign } from '../../engine/resolveCampaign.ts';
import { visitFlows, type VisitFlows } from '../../engine/campaignRoles.ts';
import type { Brand } from '../../generated/brand.ts';
import { bundledBrands } from '../campaigns.ts';
import { createI18n, type I18n } from '../i18n.ts';
import { callEndpoint } from '../api/client.ts';
import type { FlowState, FlowStore } from '../state/store.ts';
import { useControllerDeps } from '../flow/useControllerDeps.ts';
import { Shell } from '../shell/Shell.tsx';
import { StepPage } from '../flow/StepPage.tsx';
import { isPreviewMessage, previewState, type PreviewMessage } from './previewContext.ts';

interface Ready {
  campaign: Campaign;
  flows: VisitFlows;
  brand: Brand;
  i18n: I18n;
  store: FlowStore;
  message: PreviewMessage;
}

async function prepare(message: PreviewMessage): Promise<Ready> {
  const campaign = resolveCampaign(message.campaign, new Map(message.documents.map((d) => [d.name, d])));
  const brands = bundledBrands();
  const brand = brands.find((b) => b.id === message.context.brandId) ?? brands[0] as Brand;
  const i18n = await createI18n(brand, message.context.locale);
  // Every part of the words, not the first step's only: a visitor's page waits for a later step's part as it shows it,
  // and the preview, drawn at once at any step, showed that part's keys in their stead.
  await i18n.loadLanguage(message.context.locale);
  const state: FlowState = previewState(campaign, message.context);
  if (message.context.studyId !== null) {
    // The payload is the server's for this study, as a visitor arriving with it gets it: screener steps show its
    // questions and details, a sign-up's first step its card.
    const params = new URLSearchParams({ signup: campaign.name, language: message.context.locale, studyId: String(message.context.studyId) });
    state.payload = await callEndpoint('initialPayload', { query: params }).catch(() => null);
    state.candidate = { ...state.candidate, studyId: state.payload?.study?.id ?? null };
  }
  // The library's documents say which campaigns stand in for others (their own defaultFor, as when resolved).
  const flows = visitFlows(new Map(message.documents.map((d) => [d.name, d])));
  return { campaign, flows, brand, i18n, store: createStore<FlowState>(() => state), message };
}

export function PreviewPage() {
  const [ready, setReady] = useState<Ready | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !isPreviewMessage(e.data)) return;
      prepare(e.data).then((r) => { setReady(r); setFailure(null); }, (err: Error) => setFailure(err.message));
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'studio-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (failure) return <main className="studio"><p role="alert">This step cannot be previewed: {failure}</p></main>;
  if (!ready) return <main className="studio"><p role="status">Waiting for the studio…</p></main>;
  const { campaign, flows, brand, i18n, store, message } = ready;
  const step = campaign.steps[message.stepId];
  return (
    <I18nProvider i18n={i18n}>
      {/* Keyed by what is shown, so a new step or context starts the page afresh. The frame's own router is the
          app's; the read-only controller never navigates. */}
      <PreviewStep key={`${message.stepId}|${JSON.stringify(message.context)}|${JSON.stringify(step)}`} campaign={campaign} stepId={step ? message.stepId : campaign.home} brand={brand} store={store} locale={message.context.locale} flows={flows} />
    </I18nProvider>
  );
}

function PreviewStep({ campaign, stepId, brand, store, locale, flows }: { campaign: Campaign; stepId: string; brand: Brand; store: FlowStore; locale: 'en' | 'es'; flows: VisitFlows }) {
  const query = useMemo(() => ({}), []);
  const deps = useControllerDeps(store, campaign, locale, query, brand, flows);
  const [acceptedNext, setAcceptedNext] = useState<string | null>(null);
  const readOnly = useMemo(() => ({ ...deps, readOnly: true, onPreviewAccepted: setAcceptedNext }), [deps]);
  return (
    <>
      <Shell campaign={campaign} brand={brand} locale={locale} store={store}>
        <StepPage campaign={campaign} stepId={stepId} locale={locale} store={store} brand={brand} deps={readOnly} />
      </Shell>
      {/* Studio wording (operations' tool, English only), outside the visitor's page. */}
      <p className="studio__preview-outcome" role="status">
        {acceptedNext ? `Answers accepted: a visitor would go on to step '${acceptedNext}'. The preview sends nothing.` : ''}
      </p>
    </>
  );
}
