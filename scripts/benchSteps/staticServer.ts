/** Serves a built page folder under /signup/ (the base the Vite config builds for); unknown paths get index.html. */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

export async function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/signup\//, '');
    const file = join(folder, path.includes('..') || !extname(path) ? 'index.html' : path);
    readFile(file).then(
      (body) => { res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }); res.end(body); },
      () => { res.writeHead(404); res.end(); },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
