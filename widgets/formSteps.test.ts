/** The widget registry and the server's preload hints agree on which kinds' widgets come with the form-field chunk. */
import { describe, expect, it } from 'vitest';
import { widgets } from './index.ts';
import { isLazyWidget } from './lazyWidget.tsx';
import { FORM_STEP_KINDS, needsFormStepWidgets } from '../src/engine/widgetChunks.ts';
import type { FieldKind } from '../src/generated/campaign.ts';

describe('form-field widgets', () => {
  it('are exactly the kinds the server hints the chunk for, each loaded from it', async () => {
    const fromChunk = Object.entries(widgets).filter(([, widget]) => isLazyWidget(widget) && widget.chunk === 'formSteps').map(([kind]) => kind);
    expect(fromChunk.sort()).toEqual([...FORM_STEP_KINDS].sort());
    for (const kind of FORM_STEP_KINDS) {
      const widget = widgets[kind];
      if (!isLazyWidget(widget)) throw new Error(`${kind} is not loaded with its step`);
      await widget.preload();
      expect(widget.ready(), kind).toBe(true);
    }
  });

  it("leave s6's first step (gender buttons) out, and come with any step that shows a text box, the country list or the consent", () => {
    expect(needsFormStepWidgets(['GenderSelect'] as FieldKind[])).toBe(false);
    expect(needsFormStepWidgets([])).toBe(false);
    expect(needsFormStepWidgets(['CountrySelect', 'PostalCode'] as FieldKind[])).toBe(true);
    expect(needsFormStepWidgets(['CtScanDate'] as FieldKind[])).toBe(true);
    expect(needsFormStepWidgets(['GenericConsent'] as FieldKind[])).toBe(true);
    expect(needsFormStepWidgets(['CountrySelect'] as FieldKind[])).toBe(true);
  });
});
