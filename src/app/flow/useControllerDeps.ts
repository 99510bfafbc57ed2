/** The controller's dependencies for the current step, built from React context. */
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { updateEntryState, useLocation, useNavigate } from '../../../widgets/router.tsx';
import { useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import type { Locale } from '../../engine/flow.ts';
import type { FlowStore } from '../state/store.ts';
import type { Query } from '../../core/queryParams.ts';
import type { ControllerDeps, NavigateOptions } from './controller.ts';
import type { Brand } from '../../generated/brand.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';
import type { Copy } from '../../engine/catalogueText.ts';

/**
 * What a step's history entry keeps: the address of the step it was reached from, for a move back to it (`back`), and
 * the visit that made it (FlowState.visitId), for a verdict shown only in its own visit (routeResolution.ts).
 */
interface StepEntry { from: string; visit: string }

/** The visit a history entry was made in; null for an entry that says none (the first page loaded, a redirect). */
export function visitOfEntry(state: unknown): string | null {
  const visit = (state as Partial<StepEntry> | null)?.visit;
  return typeof visit === 'string' ? visit : null;
}

/**
 * Names in the history entry of the step at `href` the visit it shows, where its entry names another: a visit's first
 * step was moved to from another visit, or by a link (which names none). Back or Forward to it then finds that visit,
 * though the tab has left it since (src/engine/visitReturn.ts).
 */
export function nameVisitOfEntry(href: string, entryState: unknown, visit: string): void {
  if (visitOfEntry(entryState) !== visit) updateEntryState(href, (state) => ({ ...(state as object | null), visit }));
}

export function useControllerDeps(store: FlowStore, campaign: Campaign, locale: Locale, query: Query, brand: Brand, flows: VisitFlows): ControllerDeps {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const english = i18n.getFixedT('en');
    const inLocale = i18n.getFixedT(locale);
    const from = `${location.pathname}${location.search}`;
    const entry = location.state as Partial<StepEntry> | null;
    const move = (url: string, options: NavigateOptions) => {
      if (options.back && entry?.from === url) navigate(-1);
      // A replacing move keeps the entry's own (the router's), as named since it was made: the entry before it has not
      // changed. The visit is read as the move is made: the home begins a new visit as it renders.
      else navigate(url, { addressAfterPaint: true, replace: options.replace, state: options.replace ? undefined : { from, visit: store.getState().visitId } satisfies StepEntry });
    };
    return {
      store, campaign, locale, query, brand, flows, t: (key: Copy) => inLocale(key),
      navigate: (url: string, options: NavigateOptions = {}) => (options.now ? flushSync(() => move(url, options)) : move(url, options)), answerLabel: (key: string) => english(`healthQuestions.a.${key}`),
    };
  }, [store, campaign, locale, query, brand, flows, navigate, i18n, location]);
}
