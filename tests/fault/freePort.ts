/** A TCP port nothing listens on right now, other than those named (a stopped server's, which it will take again). */
import { createServer } from 'node:net';

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function freePort(taken: readonly number[] = []): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!taken.includes(port)) return port;
  }
}
