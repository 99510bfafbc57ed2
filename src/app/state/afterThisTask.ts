/**
 * Runs callbacks once the current task and its microtasks are over, in a task of their own (a message, which the
 * browser neither clamps nor delays like a timer), each callback once however often it was asked for meanwhile.
 */
const waiting = new Set<() => void>();
let channel: MessageChannel | null = null;

function runWaiting(): void {
  const now = [...waiting];
  waiting.clear();
  for (const run of now) {
    try {
      run();
    } catch (error) {
      // One failing listener must not leave the others unheard; the error still reaches the page's error reporting.
      setTimeout(() => { throw error; });
    }
  }
}

export function afterThisTask(run: () => void): void {
  if (waiting.has(run)) return;
  waiting.add(run);
  if (waiting.size > 1) return;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runWaiting;
    // Under Node (tests) an open port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  channel.port2.postMessage(null);
}
