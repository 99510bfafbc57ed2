/**
 * Spec §8 "Logged only": events written to the browser console at their level (warning, error, info, notice)
 * and never reported. The console has no notice level, so a notice is an info line marked as one. A message
 * is written once per page, because callers such as a render may repeat it many times.
 */
export type LogLevel = 'error' | 'warning' | 'notice' | 'info';

const written = new Set<string>();

export function logOnly(level: LogLevel, message: string): void {
  const key = `${level}|${message}`;
  if (written.has(key)) return;
  written.add(key);
  if (level === 'error') console.error(message);
  else if (level === 'warning') console.warn(message);
  else if (level === 'notice') console.info(`[notice] ${message}`);
  else console.info(message);
}
