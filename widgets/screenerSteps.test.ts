/**
 * The widget registry and the server's preload hints agree on which kinds' widgets come with the screener-step and
 * study-search chunks, and on the catalogue's part each chunk's widgets wait for.
 */
import { describe, expect, it } from 'vitest';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { SCREENER_STEP_KINDS, SCREENER_STEP_WORDS, SEARCH_STEP_KINDS, SEARCH_STEP_WORDS, needsScreenerStepWidgets, needsSearchStepWidgets } from '../src/engine/widgetChunks.ts';
import type { FieldKind } from '../src/generated/campaign.ts';

describe('screener-step widgets', () => {
  it('are exactly the kinds the server hints the chunk for', () => {
    const fromChunk = Object.entries(widgets).filter(([, widget]) => isLazyWidget(widget) && widget.chunk === 'screenerSteps').map(([kind]) => kind);
    expect(fromChunk.sort()).toEqual([...SCREENER_STEP_KINDS].sort());
  });

  it('are the study-search kinds the server hints their own chunk for', () => {
    const fromChunk = Object.entries(widgets).filter(([, widget]) => isLazyWidget(widget) && widget.chunk === 'searchSteps').map(([kind]) => kind);
    expect(fromChunk.sort()).toEqual([...SEARCH_STEP_KINDS].sort());
  });

  it("wait for the catalogue's part the server hints with their chunk: the screener part, or the last for a search", () => {
    expect(SCREENER_STEP_WORDS).toBe('screener');
    expect(SEARCH_STEP_WORDS).toBe('later');
    for (const kind of SCREENER_STEP_KINDS) expect((widgets[kind] as { words?: string }).words, kind).toBe(SCREENER_STEP_WORDS);
    for (const kind of SEARCH_STEP_KINDS) expect((widgets[kind] as { words?: string }).words, kind).toBe(SEARCH_STEP_WORDS);
  });

  it("load every kind's widget from its chunk", async () => {
    for (const kind of [...SCREENER_STEP_KINDS, ...SEARCH_STEP_KINDS]) {
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
    expect(needsSearchStepWidgets(['PostalCode', 'IndicationMultiSelect'] as FieldKind[])).toBe(false);
    expect(needsSearchStepWidgets(['PostalCode', 'StudySearchResults'] as FieldKind[])).toBe(true);
    expect(needsScreenerStepWidgets(['StudySearchResults'] as FieldKind[])).toBe(false);
  });
});
