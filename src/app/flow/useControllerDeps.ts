/** The controller's dependencies for the current step, built from React context. */
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../../widgets/router.tsx';
import { useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import type { Locale } from '../../engine/flow.ts';
import type { FlowStore } from '../state/store.ts';
import type { Query } from '../../core/queryParams.ts';
import type { ControllerDeps } from './controller.ts';
import type { Brand } from '../../generated/brand.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';
import type { Copy } from '../../engine/catalogueText.ts';

export function useControllerDeps(store: FlowStore, campaign: Campaign, locale: Locale, query: Query, brand: Brand, flows: VisitFlows): ControllerDeps {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const english = i18n.getFixedT('en');
    const inLocale = i18n.getFixedT(locale);
    return {
      store, campaign, locale, query, brand, flows, t: (key: Copy) => inLocale(key),
      navigate: (url: string, options?: { now?: boolean; replace?: boolean }) => (options?.now ? flushSync(() => navigate(url, { addressAfterPaint: true, replace: options.replace })) : navigate(url, { addressAfterPaint: true, replace: options?.replace })), answerLabel: (key: string) => english(`healthQuestions.a.${key}`),
    };
  }, [store, campaign, locale, query, brand, flows, navigate, i18n]);
}
