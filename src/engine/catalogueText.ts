/**
 * A translation function over our i18next catalogues without i18next: dotted keys, English fallback, and
 * `{{name}}` variables (the brand's words). It serves code that runs outside a page and must read the same words
 * (the persona runner); the catalogues use nothing beyond these features.
 */
export type Catalogue = Record<string, unknown>;

function lookup(catalogue: Catalogue, key: string): string | null {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

export function catalogueTranslator(catalogue: Catalogue, fallback: Catalogue, variables: Record<string, string>): (key: string) => string {
  return (key) => {
    const text = lookup(catalogue, key) ?? lookup(fallback, key);
    if (text === null) return key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => variables[name] ?? whole);
  };
}
