/** The machine's processes as /proc lists them (Linux): what the benchmarks and the fault test find their servers' processes by. */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessRow {
  pid: number;
  /** The parent's pid. */
  ppid: number;
  /** The command name (at most 15 characters, as the kernel keeps it). */
  comm: string;
  /** User and system CPU time so far, in seconds. */
  cpuSeconds: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux whatever the kernel's own rate). */
const TICKS = 100;

/** One row per process; null where there is no /proc. A process that ends while it is read is left out. */
export function processTable(): ProcessRow[] | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const rows: ProcessRow[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after it are read after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push({
        pid: Number(entry), ppid: Number(fields[1]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
      });
    } catch { /* ended meanwhile */ }
  }
  return rows;
}

/** A process and its children (a server and its worker processes). */
export function processAndChildren(table: readonly ProcessRow[], pid: number): ProcessRow[] {
  return table.filter((p) => p.pid === pid || p.ppid === pid);
}
