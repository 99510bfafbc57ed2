/**
 * The texts the code shows whatever the campaigns say: the app shell's and each field kind's. Every locale is
 * served, so each catalogue must hold every one of them, whether or not a campaign uses the kind yet (the studio
 * can add it to one at any time).
 */
import { LOCALES, type Locale } from '../core/locale.ts';
import { hasTranslation, type Problem } from './checkCampaigns.ts';
import { kindTranslationKeys } from './kindTranslationKeys.ts';
import { SHELL_TRANSLATION_KEYS } from './shellTranslationKeys.ts';

const quoted = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

/** The mark kind:new puts before the words it could not translate: campaigns:check lists every text still bearing it. */
export const UNTRANSLATED = 'TRANSLATE: ';

function textAt(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/** Who shows a key: the app shell, field kinds, or both. */
function usedBy(shell: boolean, kinds: readonly string[]): string {
  const kindWords = kinds.length ? `field kind${kinds.length > 1 ? 's' : ''} ${quoted(kinds)}` : '';
  return [shell ? 'the app shell' : '', kindWords].filter(Boolean).join(' and ');
}

/**
 * One error per key a catalogue lacks, at the key's place in that locale's file. A text still bearing kind:new's
 * placeholder is a warning while no campaign uses its kind (a kind just made still builds), and an error once the app
 * shell or a campaign in `kindsInUse` shows it: its visitors would read the placeholder.
 */
export function catalogueProblems(catalogues: Readonly<Record<Locale, unknown>>, kindsInUse: ReadonlySet<string> = new Set()): Problem[] {
  const kindsOf = new Map<string, string[]>(SHELL_TRANSLATION_KEYS.map((key) => [key, []]));
  for (const [kind, keys] of Object.entries(kindTranslationKeys) as Array<[string, readonly string[]]>) {
    for (const key of keys) kindsOf.set(key, [...(kindsOf.get(key) ?? []), kind]);
  }
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    for (const [key, kinds] of kindsOf) {
      if (hasTranslation(catalogues[locale], key)) {
        const text = textAt(catalogues[locale], key);
        if (typeof text === 'string' && text.startsWith(UNTRANSLATED)) {
          const shell = SHELL_TRANSLATION_KEYS.includes(key);
          const shown = [...new Set(kinds)].filter((kind) => kindsInUse.has(kind));
          const seen = shell || shown.length > 0 ? ` and visitors see it (${usedBy(shell, shown)})` : '';
          problems.push({ file: `locales/${locale}/translation.json`, pointer: `/${key.replace(/\./g, '/')}`, message: `translation key '${key}' is still the placeholder '${text}'${seen}: translate it`, severity: seen ? 'error' : 'warning' });
        }
        continue;
      }
      const by = usedBy(SHELL_TRANSLATION_KEYS.includes(key), [...new Set(kinds)]);
      problems.push({ file: `locales/${locale}/translation.json`, pointer: `/${key.replace(/\./g, '/')}`, message: `translation key '${key}' used by ${by} is missing in ${locale}`, severity: 'error' });
    }
  }
  return problems;
}
