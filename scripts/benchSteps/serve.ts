/**
 * bench:steps' server, in a process of its own as `npm start` runs it: in the bench's process it shared its event loop
 * with Playwright's side of the browser (every request and response event of the page), which the API column counted
 * as the server's time. Prints its URL, then serves until SIGTERM; once stopped, nothing holds the process, and it
 * ends with code 0.
 */
import { startServer } from '../../tests/e2e/fixtures.ts';
import { warmUp } from '../../src/server/serve.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';

const { server, stop } = await startServer({
  distDir: process.env.BENCH_DIST_DIR as string, logLevel: 'error',
  ...(process.env.BENCH_RECORDING === 'off' ? { recordingEnabled: false } : {}),
});
// BENCH_REQUESTS=1: the server's own time for each API request (received to answer sent), beside the page's wait.
if (process.env.BENCH_REQUESTS) {
  server.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const received = performance.now();
    const path = (request.url ?? '').split('?')[0] as string;
    if (path.startsWith('/api/')) response.once('finish', () => process.stderr.write(`  server: ${request.method} ${path} answered in ${(performance.now() - received).toFixed(1)} ms\n`));
  });
}
// A second SIGTERM while stopping is not a second stop.
let stopping: Promise<void> | null = null;
function stopOnce(): void {
  stopping ??= stop();
}
process.addListener('SIGTERM', stopOnce);
// Warmed as `npm start` warms a second after it answers: the walks stand for visitors of a server that has been up a
// while, and a first search that loaded the postal directory (about 300 ms) was one run's figure in three.
await warmUp(server.app);
process.stdout.write(`${server.url}\n`);
