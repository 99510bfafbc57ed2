/**
 * The visitor's browser is in `timeZone`, whatever the machine running the test is set to, from now to the test's end:
 * the zone the page kept (deviceTimeZone keeps it a second) is read afresh, as a phone's is once it has travelled.
 */
import { onTestFinished, vi } from 'vitest';
import { forgetDeviceTimeZone } from '../../../src/core/dateTimeFormats.ts';

/** The browser's own, taken before any test moves the visitor: a second move in one test must not read the first. */
const own = Intl.DateTimeFormat.prototype.resolvedOptions;

export function visitorIn(timeZone: string): void {
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...own.call(this), timeZone };
  });
  forgetDeviceTimeZone();
  onTestFinished(() => {
    spy.mockRestore();
    forgetDeviceTimeZone();
  });
}
