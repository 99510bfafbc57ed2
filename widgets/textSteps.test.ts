/** The widget registry and the server's preload hints agree on which kinds' widgets come with the text-box chunk. */
import { describe, expect, it } from 'vitest';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { TEXT_STEP_KINDS, needsTextStepWidgets } from '../src/engine/widgetChunks.ts';
import type { FieldKind } from '../src/generated/campaign.ts';

describe('text-box widgets', () => {
  it('are exactly the kinds the server hints the chunk for, each loaded from it', async () => {
    const fromChunk = Object.entries(widgets).filter(([, widget]) => isLazyWidget(widget) && widget.chunk === 'textSteps').map(([kind]) => kind);
    expect(fromChunk.sort()).toEqual([...TEXT_STEP_KINDS].sort());
    for (const kind of TEXT_STEP_KINDS) {
      const widget = widgets[kind];
      if (!isLazyWidget(widget)) throw new Error(`${kind} is not loaded with its step`);
      await widget.preload();
      expect(widget.ready(), kind).toBe(true);
    }
  });

  it("leave s6's first step (gender buttons) out, and come with any step that shows a text box", () => {
    expect(needsTextStepWidgets(['GenderSelect'] as FieldKind[])).toBe(false);
    expect(needsTextStepWidgets([])).toBe(false);
    expect(needsTextStepWidgets(['CountrySelect', 'PostalCode'] as FieldKind[])).toBe(true);
    expect(needsTextStepWidgets(['CtScanDate'] as FieldKind[])).toBe(true);
  });
});
