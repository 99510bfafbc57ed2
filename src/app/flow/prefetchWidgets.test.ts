import { describe, expect, it, vi } from 'vitest';
import { prefetchCalendarFormats, prefetchCampaignWidgets, prefetchConditionList, prefetchPhoneRules } from './prefetchWidgets.ts';
import { lazyWidget } from '../../../widgets/lazyWidget.tsx';
import type { Campaign } from '../../engine/campaign.ts';
import type { KindWidget } from '../../../widgets/types.ts';

const Plain: KindWidget = () => null as never;

/** A campaign whose second step shows fields of these kinds. */
const campaign = (kinds: string[]) => ({ stepOrder: ['home', 'next'], steps: { home: { fields: [{ kind: 'GenderSelect' }] }, next: { fields: kinds.map((kind) => ({ kind })) } } }) as unknown as Campaign;

type LoadThenReady = (campaign: Campaign, load: () => Promise<unknown>, ready: () => void, idle: (run: () => void) => void) => void;

/** Nothing loads for a campaign none of whose steps needs it; a download that fails readies nothing. */
async function expectNothingReadiedWithout(prefetch: LoadThenReady, without: string[], needing: string[]): Promise<void> {
  const load = vi.fn(async () => ({}));
  const ready = vi.fn();
  prefetch(campaign(without), load, ready, (run) => run());
  expect(load).not.toHaveBeenCalled();
  const failing = vi.fn(async () => { throw new Error('offline'); });
  prefetch(campaign(needing), failing, ready, (run) => run());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(failing).toHaveBeenCalledTimes(1);
  expect(ready).not.toHaveBeenCalled();
}

describe('prefetchCampaignWidgets', () => {
  it("downloads, once idle, each lazy widget the campaign's steps show, and nothing else", async () => {
    const loads = { Phone: vi.fn(async () => Plain), Email: vi.fn(async () => Plain), Age: vi.fn(async () => Plain) };
    const widgets = { Phone: lazyWidget(loads.Phone), Email: lazyWidget(loads.Email), Age: lazyWidget(loads.Age), GenderSelect: Plain } as never;
    const campaign = { stepOrder: ['home', 'phone'], steps: { home: { fields: [{ kind: 'GenderSelect' }] }, phone: { fields: [{ kind: 'Phone' }, { kind: 'Email' }] } } } as unknown as Campaign;
    let idle: (() => void) | null = null;
    prefetchCampaignWidgets(campaign, widgets, (run) => { idle = run; });
    expect(loads.Phone).not.toHaveBeenCalled();
    (idle as unknown as () => void)();
    await Promise.resolve();
    expect(loads.Phone).toHaveBeenCalledTimes(1);
    expect(loads.Email).toHaveBeenCalledTimes(1);
    expect(loads.Age).not.toHaveBeenCalled();
  });

  it('leaves a failed download for the step to try again, without an unhandled rejection', async () => {
    const failing = lazyWidget(async () => { throw new Error('offline'); });
    const campaign = { stepOrder: ['home'], steps: { home: { fields: [{ kind: 'Phone' }] } } } as unknown as Campaign;
    prefetchCampaignWidgets(campaign, { Phone: failing } as never, (run) => run());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.ready()).toBe(false);
  });
});

describe('prefetchPhoneRules', () => {
  it('downloads the phone rules once idle where a step asks for a phone number, and warms them up in the idle moment after they came', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => { arrive = resolve; }));
    const warmUp = vi.fn();
    const idle: Array<() => void> = [];
    prefetchPhoneRules(campaign(['Phone']), load, warmUp, (run) => { idle.push(run); });
    expect(load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await Promise.resolve();
    await Promise.resolve();
    // Come, but not warmed up as they came: that waits for the browser's next idle moment.
    expect(warmUp).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a campaign without a phone number, and a failed download is left for the step, not warmed up', async () => {
    await expectNothingReadiedWithout(prefetchPhoneRules, ['Email'], ['Phone']);
  });
});

describe('prefetchConditionList', () => {
  it('loads the condition list once idle where a step shows it (the indications list or the chips), and not otherwise', () => {
    for (const kind of ['IndicationMultiSelect', 'ConditionChips']) {
      const load = vi.fn(async () => undefined);
      let idle: (() => void) | null = null;
      prefetchConditionList(campaign([kind]), load, (run) => { idle = run; });
      expect(load).not.toHaveBeenCalled();
      (idle as unknown as () => void)();
      expect(load).toHaveBeenCalledTimes(1);
    }
    const none = vi.fn(async () => undefined);
    prefetchConditionList(campaign(['Email', 'Phone']), none, (run) => run());
    expect(none).not.toHaveBeenCalled();
  });
});

describe('prefetchCalendarFormats', () => {
  it("loads the calendar once idle where a step shows coordinators' or a site's slots, and readies its formatters once idle again", async () => {
    for (const kind of ['SecondaryScreeningBooking', 'SiteBooking']) {
      const calendar = { name: 'calendar' };
      const load = vi.fn(async () => calendar);
      const prepare = vi.fn();
      const idle: Array<() => void> = [];
      prefetchCalendarFormats(campaign([kind]), load, prepare, (run) => { idle.push(run); });
      expect(load).not.toHaveBeenCalled();
      idle.shift()?.();
      expect(load).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(prepare).not.toHaveBeenCalled();
      idle.shift()?.();
      expect(prepare).toHaveBeenCalledWith(calendar);
    }
  });

  it('loads nothing where no step shows slots, and readies nothing after a failed download', async () => {
    await expectNothingReadiedWithout(prefetchCalendarFormats, ['Email', 'Phone', 'ThankYouPage'], ['SiteBooking']);
  });
});
