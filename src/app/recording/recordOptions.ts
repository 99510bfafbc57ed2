/** rrweb's record options for this product: every input masked, personal text masked, spec §9 sampling. */
import type { recordOptions } from 'rrweb';
import type { RecordedEvent } from '../../core/recordingEvents.ts';
import { PERSONAL_TEXT_SELECTOR, RECORDING_SAMPLING } from './constants.ts';

export function recordingOptions(emit: (event: RecordedEvent) => void): recordOptions<RecordedEvent> {
  return {
    emit,
    // No value typed into any field leaves the browser: text, email, tel, dates, selects and textareas alike.
    maskAllInputs: true,
    // Text that shows personal data (a heading greeting the visitor by name) is masked like an input.
    maskTextSelector: PERSONAL_TEXT_SELECTOR,
    sampling: { ...RECORDING_SAMPLING },
    // Canvas recording would need an inline worker (a blob: script the CSP refuses); the pages draw no canvas.
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
  };
}
