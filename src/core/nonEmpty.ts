/** A list with at least one item, as the API's schemas require some lists to be (minItems 1). */
export type NonEmpty<T> = [T, ...T[]];

export function isNonEmpty<T>(list: T[]): list is NonEmpty<T> {
  return list.length > 0;
}
