/** Sizes of one downloaded file, raw and compressed at the levels a build would precompress with, and their table. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSizes {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Body bytes the server actually sent, and with which Content-Encoding (null: none). */
  sent: number | null;
  encoding: string | null;
}

export function compressedSizes(body: Buffer): Pick<FileSizes, 'raw' | 'gzip' | 'brotli'> {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length,
  };
}

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

type Totals = Pick<FileSizes, 'raw' | 'gzip' | 'brotli' | 'sent'>;

export function totals(rows: readonly FileSizes[]): Totals {
  return rows.reduce<Totals>((t, r) => ({
    raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli,
    sent: t.sent === null || r.sent === null ? null : t.sent + r.sent,
  }), { raw: 0, gzip: 0, brotli: 0, sent: 0 });
}

const line = (name: string, s: Totals, encoding = '') =>
  `  ${name.padEnd(42)} ${kib(s.raw).padStart(10)} ${kib(s.gzip).padStart(10)} ${kib(s.brotli).padStart(10)} ${(s.sent === null ? '?' : kib(s.sent)).padStart(10)} ${encoding}`;

/** The table of one page: every file, then the JS, CSS and overall totals. */
export function table(rows: readonly FileSizes[]): string[] {
  const js = rows.filter((r) => r.file.endsWith('.js'));
  const css = rows.filter((r) => r.file.endsWith('.css'));
  return [
    `  ${'file'.padEnd(42)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'sent'.padStart(10)} encoding`,
    ...rows.map((r) => line(r.file, r, r.encoding ?? 'none')),
    line('total JS', totals(js)),
    line('total CSS', totals(css)),
    line('total', totals(rows)),
  ];
}
