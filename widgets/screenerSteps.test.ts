/** The widget registry and the server's preload hints agree on which kinds' widgets come with the screener-step chunk. */
import { describe, expect, it } from 'vitest';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { SCREENER_STEP_KINDS, needsScreenerStepWidgets } from '../src/engine/widgetChunks.ts';
import type { FieldKind } from '../src/generated/campaign.ts';

describe('screener-step widgets', () => {
  it('are exactly the kinds the server hints the chunk for', () => {
    const fromChunk = Object.entries(widgets).filter(([, widget]) => isLazyWidget(widget) && widget.chunk === 'screenerSteps').map(([kind]) => kind);
    expect(fromChunk.sort()).toEqual([...SCREENER_STEP_KINDS].sort());
  });

  it("load every kind's widget from the chunk", async () => {
    for (const kind of SCREENER_STEP_KINDS) {
      const widget = widgets[kind];
      if (!isLazyWidget(widget)) throw new Error(`${kind} is not loaded with its step`);
      await widget.preload();
      expect(widget.ready(), kind).toBe(true);
    }
  });

  it("leave a sign-up's first step (s6: gender buttons; s15: country and postal code) out", () => {
    expect(needsScreenerStepWidgets(['GenderSelect'] as FieldKind[])).toBe(false);
    expect(needsScreenerStepWidgets(['CountrySelect', 'PostalCode'] as FieldKind[])).toBe(false);
    expect(needsScreenerStepWidgets([])).toBe(false);
    expect(needsScreenerStepWidgets(['PostalCode', 'StudyCriteria'] as FieldKind[])).toBe(true);
    expect(needsScreenerStepWidgets(['Gender'] as FieldKind[])).toBe(true);
  });
});
