/**
 * Set up before every unit test file (the unit project shares its modules between files): what a file left waiting
 * for a frame runs when the file ends. A page's environment is torn down with its timers, so a frame one file asked
 * for never comes, and the next file's work would wait behind it (widgets/afterNextPaint.ts asks for one at a time).
 */
import { afterAll } from 'vitest';
import { runWaiting } from '../../widgets/afterNextPaint.ts';

afterAll(() => runWaiting());
