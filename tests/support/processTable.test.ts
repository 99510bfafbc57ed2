import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { processAndChildren, processTable } from './processTable.ts';

describe('processTable', () => {
  it('lists this process with its parent, its name and the CPU it has used, and finds a child of it', async () => {
    const child = spawn('sleep', ['5']);
    try {
      const table = processTable();
      expect(table).not.toBeNull();
      const rows = table ?? [];
      expect(rows.find((p) => p.pid === process.pid)).toMatchObject({ ppid: process.ppid, comm: expect.any(String) });
      expect(rows.find((p) => p.pid === process.pid)?.cpuSeconds).toBeGreaterThan(0);
      const family = processAndChildren(rows, process.pid);
      expect(family.map((p) => p.pid)).toEqual(expect.arrayContaining([process.pid, child.pid]));
      expect(family.find((p) => p.pid === child.pid)).toMatchObject({ ppid: process.pid, comm: 'sleep' });
      expect(family.every((p) => p.pid === process.pid || p.ppid === process.pid)).toBe(true);
    } finally {
      child.kill();
    }
  });
});
