/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic W3C WebDriver (HTTP and JSON, no client library),
 * on an Xvfb display of its own. MiniBrowser's toolbar keeps its window at least 447 px wide; full-screen mode hides
 * the toolbar, and the window is then sized to the page size asked for, which the page must report back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { findTarget, recordErrors, takeRecordedErrors, whatCovers, type Query } from './inPage.ts';
import { actOn, pageScript, waitFor, type Driver, type Engine, type Key, type Viewport } from './driver.ts';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT]: string };
const isElement = (v: unknown): v is ElementRef => typeof v === 'object' && v !== null && ELEMENT in v;

/** Where Debian puts MiniBrowser (libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver). */
export function miniBrowserPath(): string | null {
  for (const lib of ['/usr/lib', '/usr/lib64']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)) {
      for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
        for (const path of [`${lib}/${dir}/${api}/MiniBrowser`, `${lib}/${api}/MiniBrowser`]) if (existsSync(path)) return path;
      }
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts Xvfb with a screen that holds the largest page; the display number is the one Xvfb chose and wrote on fd 3. */
function startXvfb(sizes: Viewport[]): Promise<{ display: string; process: ChildProcess }> {
  const screen = `${Math.max(...sizes.map((s) => s.width))}x${Math.max(...sizes.map((s) => s.height))}x24`;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', screen], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  xvfb.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
  return new Promise((resolve, reject) => {
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
    let out = '';
    fd3.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr.trim()}`)));
    xvfb.once('error', reject);
  });
}

class WebDriverError extends Error {}

/** WebDriver's code points for the named keys (W3C WebDriver, "Keyboard actions"). */
const KEY_CODES: Record<string, string> = {
  Backspace: '\uE003', Delete: '\uE017', ArrowLeft: '\uE012', ArrowRight: '\uE014', Home: '\uE011', End: '\uE010', Control: '\uE009',
};

/** The key actions that press `keys` one after another; a chord holds Control down round its key. */
function keyActions(keys: readonly Key[]): Array<{ type: 'keyDown' | 'keyUp'; value: string }> {
  const press = (value: string) => [{ type: 'keyDown' as const, value }, { type: 'keyUp' as const, value }];
  return keys.flatMap((key) => {
    const chord = /^Control\+(.)$/.exec(key);
    if (chord) return [{ type: 'keyDown' as const, value: KEY_CODES.Control as string }, ...press(chord[1] as string), { type: 'keyUp' as const, value: KEY_CODES.Control as string }];
    return press(KEY_CODES[key] ?? key);
  });
}

/** One WebDriver command; a browser that stops answering fails the command instead of holding the walk. */
async function call<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 30_000): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : method === 'POST' ? { body: '{}' } : {}),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(`${method} ${path}: ${value?.error ?? response.status}: ${value?.message ?? ''}`);
  return value;
}

/** A WebKitWebDriver on a port of its own; `stop` ends it with the MiniBrowser it launched (its process group). */
interface DriverProcess { base: string; stop(): void }

/** The drivers' process groups still running. */
const driverGroups = new Set<number>();

function endGroup(pid: number): void {
  driverGroups.delete(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * A driver in a process group of its own does not get the terminal's Ctrl-C, nor end with the run: the run ends the
 * groups still running as it exits, or as it is interrupted or stopped.
 */
let groupsEndWithTheRun = false;
function endGroupsWithTheRun(): void {
  if (groupsEndWithTheRun) return;
  groupsEndWithTheRun = true;
  process.once('exit', () => { for (const pid of [...driverGroups]) endGroup(pid); });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const pid of [...driverGroups]) endGroup(pid);
      // This listener is gone once it has run: the signal raised again ends the run as the signal does (130, 143).
      process.kill(process.pid, signal);
    });
  }
}

async function startDriver(display: string): Promise<DriverProcess> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DISPLAY: display, TZ: 'America/New_York', LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
  });
  const { pid } = driver;
  if (pid) {
    driverGroups.add(pid);
    endGroupsWithTheRun();
  }
  const stop = () => { if (pid) endGroup(pid); };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => ((await call<{ ready: boolean }>(base, 'GET', '/status')).ready ? true : 'not ready'), 'WebKitWebDriver', 15_000);
  } catch (e) {
    stop();
    throw e;
  }
  return { base, stop };
}

export async function launchWebKit(sizes: Viewport[]): Promise<Engine> {
  const miniBrowser = miniBrowserPath();
  if (!miniBrowser) throw new Error('MiniBrowser not found (package libwebkit2gtk-4.1-0, a dependency of webkit2gtk-driver)');
  const { display, process: xvfb } = await startXvfb(sizes);
  let driver: DriverProcess | null = null;
  const stop = async () => {
    driver?.stop();
    xvfb.kill();
  };
  /**
   * A new MiniBrowser with a fresh profile. WebKitWebDriver holds one session, and a launch the client gave up on
   * (a hang seen once in many on a loaded machine, or a launch slower than the wait) may still take that place: the
   * next try gets "Maximum number of active sessions". So a launch that fails is tried again on a new driver.
   */
  const newSession = async (): Promise<{ id: string; base: string; version: string }> => {
    const request = {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', '--full-screen'] } } },
    };
    for (let attempt = 1; ; attempt += 1) {
      driver ??= await startDriver(display);
      try {
        const session = await call<{ sessionId: string; capabilities: { browserVersion: string } }>(driver.base, 'POST', '/session', request, 30_000);
        return { id: session.sessionId, base: driver.base, version: session.capabilities.browserVersion };
      } catch (e) {
        driver.stop();
        driver = null;
        if (attempt >= 3) throw e;
      }
    }
  };
  try {
    // The version is the session's: a first session tells it.
    const probe = await newSession();
    await call(probe.base, 'DELETE', `/session/${probe.id}`);
    return {
      name: 'webkit',
      version: `WebKitGTK ${probe.version} (MiniBrowser)`,
      async open(viewport) {
        const session = await newSession();
        await call(session.base, 'POST', `/session/${session.id}/window/rect`, viewport);
        return webDriverPage(session.base, session.id);
      },
      close: stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

function webDriverPage(base: string, id: string): Driver {
  const s = (path: string) => `/session/${id}${path}`;
  const execute = <R>(fn: (...args: never[]) => unknown, args: unknown[]) => call<R>(base, 'POST', s('/execute/sync'), { script: pageScript(fn, args), args: [] });
  const element = (query: Query, purpose: 'find' | 'click') => waitFor(async () => {
    const result = await execute<ElementRef | string>(findTarget, [query, purpose]);
    return typeof result === 'string' || isElement(result) ? result : `not an element: ${JSON.stringify(result)}`;
  }, `webkit: find ${query.role} ${JSON.stringify(query.name)}`).then((ref) => ref[ELEMENT]);
  const recorded: string[] = [];
  const collect = async () => {
    recorded.push(...(await execute<string[]>(takeRecordedErrors, [])));
    await execute(recordErrors, []);
  };

  return {
    async goto(url) {
      await call(base, 'POST', s('/url'), { url });
      await execute(recordErrors, []);
    },
    async evaluate(fn, ...args) {
      return execute(fn, args);
    },
    async fill(query, text) {
      await actOn(() => element(query, 'find'), (el) => call(base, 'POST', s(`/element/${el}/value`), { text }));
    },
    async click(query) {
      // The page may have been replaced (a link to another page): what its errors were is read first.
      await collect();
      await actOn(() => element(query, 'click'), (el) => call<void>(base, 'POST', s(`/element/${el}/click`)).catch(async (e: unknown) => {
        // WebKit says only that something else would take the click: what it is, is read from the page.
        if (!(e instanceof WebDriverError) || !/intercepted/.test(e.message)) throw e;
        const cover = await call<string | null>(base, 'POST', s('/execute/sync'), { script: `const __name = (f) => f; return (${whatCovers.toString()})(arguments[0]);`, args: [{ [ELEMENT]: el }] });
        throw new WebDriverError(`${e.message}${cover ?? 'nothing lies over its middle now'}`);
      }));
    },
    async select(query, optionText) {
      await actOn(() => element(query, 'find'), async (el) => {
        const option = await call<ElementRef>(base, 'POST', s(`/element/${el}/element`), { using: 'xpath', value: `.//option[normalize-space(.)=${JSON.stringify(optionText)}]` });
        await call(base, 'POST', s(`/element/${option[ELEMENT]}/click`));
      });
    },
    async press(keys) {
      await call(base, 'POST', s('/actions'), { actions: [{ type: 'key', id: 'keyboard', actions: keyActions(keys) }] });
      await call(base, 'DELETE', s('/actions'));
    },
    async errors() {
      await collect();
      return recorded.splice(0, recorded.length);
    },
    async close() {
      await call(base, 'DELETE', s('')).catch(() => undefined);
    },
  };
}
