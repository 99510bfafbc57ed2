/**
 * `npm run kind:new -- NAME [--choice a,b,c]`: scaffolds a field kind as one module (src/engine/kinds/NAME.ts), its
 * widget and widget test (widgets/NAME/), its words in the English and Spanish catalogues (the Spanish ones marked
 * for translation, which campaigns:check reports), and its line in src/engine/kinds/index.ts; then regenerates the
 * campaign schema's kind list, the types and the docs' kind table. Without --choice the kind is a short text.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { UNTRANSLATED } from '../src/engine/catalogueProblems.ts';

export interface KindPlan {
  name: string;
  choices: string[] | null;
}

/** 'SmokingStatus' -> 'smokingStatus': the answer key and the catalogue section. */
export const answerKeyOf = (name: string): string => name[0]!.toLowerCase() + name.slice(1);
/** 'SmokingStatus' -> 'Smoking status'; 'no-longer' -> 'No longer'. */
const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return spaced[0]!.toUpperCase() + spaced.slice(1);
};

export function parseArguments(args: readonly string[]): KindPlan | string {
  const name = args.find((a) => !a.startsWith('--'));
  if (!name || !/^[A-Z][A-Za-z0-9]{1,39}$/.test(name)) return 'usage: npm run kind:new -- NAME [--choice a,b,c]   (NAME in PascalCase, e.g. SmokingStatus)';
  const at = args.indexOf('--choice');
  if (at === -1) return { name, choices: null };
  const choices = (args[at + 1] ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  if (choices.length < 2 || choices.some((c) => !/^[a-z0-9][a-z0-9_-]{0,39}$/.test(c))) return '--choice takes two or more values in lower case, separated by commas: --choice never,former,current';
  if (new Set(choices).size !== choices.length) return '--choice lists a value twice';
  return { name, choices };
}

export function moduleSource({ name, choices }: KindPlan): string {
  const key = answerKeyOf(name);
  const choice = choices !== null;
  return `/** ${name}: ${choice ? `one of ${choices.join(', ')}` : 'a short text'}, stored with the lead's answers as '${key}'. */
import { defineKind } from './kindModule.ts';
${choice ? `\nconst CHOICES = [${choices.map((c) => `'${c}'`).join(', ')}] as const;\n` : ''}
export const ${name} = defineKind({
  name: '${name}',
  answer: '${key}',
  shape: '${choice ? 'choice' : 'text'}',
  schema: { type: 'string' },
${choice ? `  choices: CHOICES,
  rules: [{ rule: 'oneOf', values: [...CHOICES], message: 'selectOneOption' }],` : `  rules: [{ rule: 'length', max: 200 }],`}
  requiredByDefault: true,
  autoAdvance: false,
  personalData: 'health',
  translationKeys: ['kinds.${key}.label'${choice ? `, ...CHOICES.map((c) => \`kinds.${key}.choices.\${c}\`)` : ''}],
  description: { asks: '${words(name).toLowerCase()}', notes: '${choice ? `one of ${choices.join(', ')}` : 'a short text, up to 200 characters'}' },
});
`;
}

export function widgetSource({ name, choices }: KindPlan): string {
  const key = answerKeyOf(name);
  if (choices === null) {
    return `/** ${name}: a labelled text box. */
import { TextInput } from '../TextInput/TextInput.tsx';
import { contextOf, labelKey, type KindWidgetProps } from '../types.ts';

export default function ${name}Widget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  return <TextInput props={props} label={t(labelKey(props, 'kinds.${key}.label'))} input={{ autoComplete: 'off', maxLength: 200 }} />;
}
`;
  }
  return `/** ${name}: one of its choices, as a radio group. */
import { contextOf, labelKey, radioGroupAria, type KindWidgetProps } from '../types.ts';
import { RequiredMark } from '../RequiredMark.tsx';

export default function ${name}Widget(props: KindWidgetProps) {
  const { t } = contextOf(props);
  const { id, value, onChange } = props;
  return (
    <fieldset className="radio-group" id={id} {...radioGroupAria(props)}>
      <legend>{t(labelKey(props, 'kinds.${key}.label'))}<RequiredMark required={props.options.required} /></legend>
      {(props.options.choices ?? []).map((choice) => (
        <label key={choice} className="choice">
          <input type="radio" name={id} id={\`\${id}-\${choice}\`} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          <span>{t(\`kinds.${key}.choices.\${choice}\`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
`;
}

export function widgetTestSource({ name, choices }: KindPlan): string {
  const key = answerKeyOf(name);
  // The test reads the kind's words from the catalogues, so writing the real words there keeps it passing.
  const catalogues = `import { readFileSync } from 'node:fs';

/** The kind's words as the catalogues hold them now. */
function wordsIn(locale: 'en' | 'es'): { label: string; choices?: Record<string, string> } {
  const catalogue = JSON.parse(readFileSync(\`locales/\${locale}/translation.json\`, 'utf8')) as { kinds: Record<string, { label: string; choices?: Record<string, string> }> };
  const words = catalogue.kinds.${key};
  if (!words) throw new Error(\`locales/\${locale}/translation.json has no kinds.${key}\`);
  return words;
}`;
  if (choices === null) {
    return `// @vitest-environment happy-dom
/** ${name}: labelled in both languages, typed with the keyboard, its error tied to the box. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
${catalogues}

afterEach(cleanup);

describe('${name}', () => {
  it('is a box named by its label, in English and in Spanish', async () => {
    await renderKind('${name}');
    expect(screen.getByRole('textbox', { name: wordsIn('en').label })).toBeTruthy();
    cleanup();
    await renderKind('${name}', { locale: 'es' });
    expect(screen.getByRole('textbox', { name: wordsIn('es').label })).toBeTruthy();
  });

  it('holds what is typed with the keyboard', async () => {
    const { user, answer } = await renderKind('${name}');
    await user.tab();
    await user.keyboard('hello');
    expect(answer()).toBe('hello');
  });

  it('in error: marked invalid and described by its message', async () => {
    await renderKind('${name}', { error: 'This field is required' });
    const box = screen.getByRole('textbox', { name: wordsIn('en').label });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['This field is required']);
  });
});
`;
  }
  const [first, second] = choices;
  return `// @vitest-environment happy-dom
/** ${name}: a radio group named in both languages, chosen with the keyboard, its error on the group. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { describedBy, renderKind } from '../../tests/support/widgets/renderKind.tsx';
import { validateStep } from '../../src/engine/validateStep.ts';
import { resolveCountry } from '../../src/core/countries.ts';
${catalogues}

afterEach(cleanup);

const CHOICES = [${choices.map((c) => `'${c}'`).join(', ')}];

describe('${name}', () => {
  it('offers its choices in order, named in English and in Spanish', async () => {
    for (const locale of ['en', 'es'] as const) {
      cleanup();
      await renderKind('${name}', { locale });
      const group = screen.getByRole('radiogroup', { name: wordsIn(locale).label });
      expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual(CHOICES.map((c) => wordsIn(locale).choices?.[c]));
      // Required, as every kind is unless the campaign says otherwise: the visible mark beside the question, out of its name.
      expect(group.querySelector('legend')?.textContent).toBe(\`\${wordsIn(locale).label} *\`);
    }
  });

  it('is chosen with the keyboard alone, and the choice is one the kind takes', async () => {
    const { user, answer } = await renderKind('${name}');
    await user.tab();
    await user.keyboard(' ');
    expect(answer()).toBe('${first}');
    await user.keyboard('{ArrowDown}');
    expect(answer()).toBe('${second}');
    const field = { kind: '${name}' } as const;
    expect(validateStep([field], { ${key}: answer() }, { country: resolveCountry('US'), today: '2026-01-01' })).toEqual({});
    expect(validateStep([field], { ${key}: 'other' }, { country: resolveCountry('US'), today: '2026-01-01' })).toEqual({ ${key}: 'selectOneOption' });
  });

  it('in error: the group is marked invalid and described by its message', async () => {
    await renderKind('${name}', { error: 'Please select one option' });
    const group = screen.getByRole('radiogroup', { name: wordsIn('en').label });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toEqual(['Please select one option']);
  });
});
`;
}

/** The kind's words in one catalogue: English as a start, Spanish marked for translation. */
export function withKindWords(catalogue: Record<string, unknown>, { name, choices }: KindPlan, locale: 'en' | 'es'): Record<string, unknown> {
  const mark = locale === 'en' ? '' : UNTRANSLATED;
  const kinds = { ...(catalogue.kinds as Record<string, unknown> | undefined) };
  kinds[answerKeyOf(name)] = { label: `${mark}${words(name)}`, ...(choices ? { choices: Object.fromEntries(choices.map((c) => [c, `${mark}${words(c)}`])) } : {}) };
  return { ...catalogue, kinds };
}

/** kinds/index.ts with the kind's one line. */
export function withRegistryLine(index: string, name: string): string {
  return `${index.replace(/\nexport \{\};\n?$/, '\n')}export { ${name} } from './${name}.ts';\n`;
}

function main(root: string, args: readonly string[]): number {
  const plan = parseArguments(args);
  if (typeof plan === 'string') { console.error(plan); return 2; }
  const files = {
    module: join(root, 'src/engine/kinds', `${plan.name}.ts`),
    widget: join(root, 'widgets', plan.name, 'widget.tsx'),
    test: join(root, 'widgets', plan.name, `${plan.name}.test.tsx`),
  };
  const taken = Object.values(files).find((file) => existsSync(file));
  const schema = JSON.parse(readFileSync(join(root, 'schemas/campaign.schema.json'), 'utf8')) as { definitions: { fieldKind: { enum: string[] } } };
  if (taken || schema.definitions.fieldKind.enum.includes(plan.name) || existsSync(join(root, 'widgets', plan.name))) {
    console.error(`kind:new: a kind named ${plan.name} exists already${taken ? ` (${taken.slice(root.length + 1)})` : ''}`);
    return 1;
  }
  mkdirSync(join(root, 'widgets', plan.name), { recursive: true });
  writeFileSync(files.module, moduleSource(plan));
  writeFileSync(files.widget, widgetSource(plan));
  writeFileSync(files.test, widgetTestSource(plan));
  for (const locale of ['en', 'es'] as const) {
    const path = join(root, 'locales', locale, 'translation.json');
    writeFileSync(path, `${JSON.stringify(withKindWords(JSON.parse(readFileSync(path, 'utf8')), plan, locale), null, 2)}\n`);
  }
  const index = join(root, 'src/engine/kinds/index.ts');
  writeFileSync(index, withRegistryLine(readFileSync(index, 'utf8'), plan.name));
  // The schema's kind list and the types, then docs/authoring.md's kind table, follow the registry.
  for (const script of ['scripts/generate-types.ts', 'scripts/docs-generate.ts']) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) return run.status ?? 1;
  }
  console.log(`kind:new: ${plan.name} made; translate the words marked ${JSON.stringify(UNTRANSLATED.trim())} in locales/es/translation.json (campaigns:check lists them), then use it in a campaign: { "kind": "${plan.name}" }`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.cwd(), process.argv.slice(2));
