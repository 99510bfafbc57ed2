/** The controller's dependencies for the current step, built from React context. */
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from '../../../widgets/router.tsx';
import { useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import type { Locale } from '../../engine/flow.ts';
import type { FlowStore } from '../state/store.ts';
import type { Query } from '../../core/queryParams.ts';
import type { ControllerDeps, NavigateOptions } from './controller.ts';
import type { Brand } from '../../generated/brand.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';
import type { Copy } from '../../engine/catalogueText.ts';
import type { StepEntry } from './stepEntry.ts';

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
