/**
 * The Chromium the end-to-end specs run in. Debian ships Chromium 156 twice: the browser (`chromium`) and its headless
 * shell (`chromium-headless-shell`, the same build's engine without the browser's window machinery), which is what
 * Playwright itself runs for a headless test. The specs run in the shell where it is installed: the same pages took
 * 40 % less CPU there (68 against 112 CPU-seconds for five specs, 44 against 66 s on two workers), and the suite is
 * CPU-bound on two cores. The browser remains for what only a browser does (it asks for the page's icon) and for the
 * benchmarks, which time what a visitor's browser does.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_BROWSER = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Both come from apt (`npm test` and `.ci/run` install them when missing). */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'] as const;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];

/** CHROMIUM_PATH when set (one binary for every spec), else the headless shell when installed, else the browser. */
export function specChromium(env: NodeJS.ProcessEnv = process.env, installed: (path: string) => boolean = existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return installed(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_BROWSER;
}

/** The browser itself, for the specs about what only it does: CHROMIUM_PATH when set, else Debian's `chromium`. */
export function browserChromium(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? CHROMIUM_BROWSER;
}
