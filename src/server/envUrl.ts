/** An http(s) URL setting: absent gives null; a typo fails at start, not in a visitor's page. */
export function httpUrlFromEnv(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  let url: URL;
  try { url = new URL(value); } catch { throw new Error(`${name} must be an absolute URL, got '${value}'`); }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return url.toString();
}
