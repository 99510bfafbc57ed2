/**
 * On a step that a temporary link prefills: shows a loading line until the lead's details are in (so the form starts
 * with them), then the step with a note saying its details were filled in, or that the link no longer works.
 */
import type { ReactNode } from 'react';
import { useWords, useTranslation } from '../translation.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import { stepOf } from '../../engine/flow.ts';
import { useFlow, type FlowStore } from '../state/store.ts';

export interface RelayGateProps {
  campaign: Campaign;
  stepId: string;
  store: FlowStore;
  children: ReactNode;
}

const NOTES = { prefilled: 'relay.prefilled', unavailable: 'relay.unavailable', failed: 'relay.failed' } as const;

export function RelayGate({ campaign, stepId, store, children }: RelayGateProps) {
  const prefill = useFlow(store, (s) => s.relay?.prefill ?? null);
  if (!prefill || !stepOf(campaign, stepId).meta?.relayPrefill) return children;
  // Only a step that shows a note waits for the catalogue's last part, where the notes are.
  return <RelayNote prefill={prefill}>{children}</RelayNote>;
}

function RelayNote({ prefill, children }: { prefill: keyof typeof NOTES | 'pending'; children: ReactNode }) {
  const { t } = useTranslation();
  useWords('later');
  if (prefill === 'pending') return <p className="notice notice--info" role="status">{t('relay.loading')}</p>;
  return (
    <>
      <p className="notice notice--info" role="status">{t(NOTES[prefill])}</p>
      {children}
    </>
  );
}
