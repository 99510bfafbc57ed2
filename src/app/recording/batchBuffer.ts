/**
 * What the recorder gathers between two sends: rrweb events, step navigations and tracked actions. No timers or
 * I/O here; the recorder takes a batch every 2 s and sends it when there is one.
 */
import type { RecordedEvent } from '../../core/recordingEvents.ts';
import type { RecordingActionLog, RecordingRouterLog } from '../../generated/api/recording-upload.request.ts';
export { logFromTracked, type TrackedLog } from './trackedLogs.ts';
import { UPLOAD_LIMITS } from './constants.ts';

export interface RecordingBatch {
  events: RecordedEvent[];
  routerLogs: RecordingRouterLog[];
  actionLogs: RecordingActionLog[];
}

/** An event's length as JSON text, in UTF-16 units (a byte each for the ASCII most of a page is). */
function jsonLength(event: RecordedEvent): number {
  return JSON.stringify(event)?.length ?? 0;
}

export class BatchBuffer {
  private events: RecordedEvent[] = [];
  private routerLogs: RecordingRouterLog[] = [];
  private actionLogs: RecordingActionLog[] = [];

  /** `limits`: the most events, and characters of their JSON, one batch holds (the upload's limits unless a test says). */
  constructor(private readonly limits: { events: number; batchText: number } = UPLOAD_LIMITS) {}

  /** Kept as given: its JSON length is measured when a batch is taken (when the page is quiet), not as rrweb emits it. */
  addEvent(event: RecordedEvent): void {
    this.events.push(event);
  }

  addRouterLog(log: RecordingRouterLog): void {
    this.routerLogs.push(log);
  }

  addActionLog(log: RecordingActionLog): void {
    this.actionLogs.push(log);
  }

  /**
   * The gathered data, oldest first, within the upload limits: at most `limits.events` events and
   * `limits.batchText` characters of their JSON (always at least one event). The rest waits for the next batch; null when there is none.
   */
  take(): RecordingBatch | null {
    if (!this.events.length && !this.routerLogs.length && !this.actionLogs.length) return null;
    let count = 0;
    let length = 0;
    while (count < this.events.length && count < this.limits.events) {
      length += jsonLength(this.events[count] as RecordedEvent);
      if (count > 0 && length > this.limits.batchText) break;
      count += 1;
    }
    const batch = {
      events: this.events.splice(0, count),
      routerLogs: this.routerLogs.splice(0, UPLOAD_LIMITS.logs),
      actionLogs: this.actionLogs.splice(0, UPLOAD_LIMITS.logs),
    };
    return batch;
  }
}
