const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, the form of our lead ids. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
