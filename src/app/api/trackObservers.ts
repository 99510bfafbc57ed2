/** Who else sees tracked calls: the session recorder logs step navigations and actions into its batches. */
export type TrackObserver = (path: string, body: unknown) => void;

const observers = new Set<TrackObserver>();

/** Calls `observer` with every tracked call from now on; returns the function that stops it. */
export function observeTracking(observer: TrackObserver): () => void {
  observers.add(observer);
  return () => { observers.delete(observer); };
}

/** Tells every observer; an observer that throws never changes what tracking does. */
export function notifyTracked(path: string, body: unknown): void {
  for (const observer of observers) {
    try {
      observer(path, body);
    } catch {
      // Observing is best effort.
    }
  }
}
