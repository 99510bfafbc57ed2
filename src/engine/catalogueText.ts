/**
 * The translation function over our catalogues, for the pages, the server's consent catalogue and the persona runner
 * alike, so all three read the same words. The catalogues keep i18next's format (dotted keys, `{{name}}` variables,
 * `_one`/`_other` plural keys), and this reads them as i18next does; it replaced i18next in the page because the
 * page used none of i18next's other features and i18next with its React binding was 18 KiB of the first step's
 * 170 KiB budget (catalogueText.test.ts checks the consent texts against i18next itself).
 */
export type Catalogue = Record<string, unknown>;

/** Words to show: a catalogue key, or a campaign's own words per language (English required, the rest checked by campaigns:check). */
export type Copy = string | { en: string; es?: string };

/** A text's variables (beside the brand's defaults), its plural count, or a list or object asked for as it is. */
export interface TranslateOptions {
  count?: number;
  returnObjects?: boolean;
  [variable: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: Copy, options?: TranslateOptions): string;
}

function lookup(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` as i18next does: a variable given nowhere stays as it is written, one given as null or undefined becomes empty text. */
function fill(text: string, variables: Record<string, unknown>): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(variables, name)) return whole;
    const value = variables[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

function fillDeep(node: unknown, variables: Record<string, unknown>): unknown {
  if (typeof node === 'string') return fill(node, variables);
  if (Array.isArray(node)) return node.map((item) => fillDeep(item, variables));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fillDeep(v, variables)]));
  return node;
}

/**
 * `t(key, options)` over `catalogue`, then `fallback` (English) for a key the catalogue lacks; the key itself when
 * neither has a text there. With a numeric `count` the plural form of `locale` comes first (`key_one` or
 * `key_other` in English), then `key`.
 */
export function catalogueTranslator(catalogue: Catalogue, fallback: Catalogue, variables: Record<string, string>, locale = 'en'): TFunction {
  const plurals = new Intl.PluralRules(locale);
  const find = (key: string, wanted: (node: unknown) => boolean): unknown => {
    for (const source of [catalogue, fallback]) {
      const node = lookup(source, key);
      if (wanted(node)) return node;
    }
    return undefined;
  };
  const t = (key: Copy, options: TranslateOptions = {}): unknown => {
    const { count, returnObjects, ...given } = options;
    const values = { ...variables, ...given, ...(count === undefined ? {} : { count }) };
    if (typeof key === 'object') return fill((key as Record<string, string | undefined>)[locale] ?? key.en, values);
    if (returnObjects) {
      const node = find(key, (n) => n !== undefined && n !== null);
      return node === undefined ? key : fillDeep(node, values);
    }
    const forms = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, key] : [key];
    for (const form of forms) {
      const text = find(form, (n) => typeof n === 'string');
      if (typeof text === 'string') return fill(text, values);
    }
    return key;
  };
  return t as TFunction;
}
