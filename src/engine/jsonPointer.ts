/** One reference token of a JSON pointer (RFC 6901): `~` and `/` in a key are written `~0` and `~1`. */
export function escapePointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
