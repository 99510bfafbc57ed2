/**
 * The visitor's browser is in `timeZone`, whatever the machine running the test is set to, from now to the test's end:
 * the zone the page kept (deviceTimeZone keeps it a second) is read afresh, as a phone's is once it has travelled.
 */
import { onTestFinished, vi } from 'vitest';
import { forgetDeviceTimeZone } from '../../src/core/dateTimeFormats.ts';

export function visitorIn(timeZone: string): void {
  const own = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...own.call(this), timeZone };
  });
  forgetDeviceTimeZone();
  onTestFinished(() => {
    spy.mockRestore();
    forgetDeviceTimeZone();
  });
}
