/** The layer rules of design.md hold as a lint rule (eslint-rules/layers.js): each forbidden arrow is refused, each allowed one passes. */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import layers from '../../../eslint-rules/layers.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.{ts,tsx}'], plugins: { layers }, rules: { 'layers/layers': 'error' as const }, languageOptions: { parser: tseslint.parser } }];
const messages = (file: string, code: string) => linter.verify(code, config, { filename: resolve(file) }).map((m) => m.message);

describe('layer rules', () => {
  it('keeps core free of everything else of ours, but its own and generated types', () => {
    expect(messages('src/core/x.ts', "import { stepUrl } from '../engine/flow.ts';")).toEqual(['src/core may not import src/engine: ../engine/flow.ts (design.md, layer rules)']);
    expect(messages('src/core/x.ts', "import type { Brand } from '../generated/brand.ts';\nimport { isoDate } from './dates.ts';")).toEqual([]);
    expect(messages('src/core/x.ts', "import { brand } from '../generated/brand.ts';")).toHaveLength(1);
  });

  it('lets widgets use core and engine types, never engine code, the app or the server', () => {
    expect(messages('widgets/A/A.tsx', "import type { Campaign } from '../../src/engine/campaign.ts';\nimport { telHref } from '../../src/core/site.ts';\nimport { contextOf } from '../types.ts';")).toEqual([]);
    expect(messages('widgets/A/A.tsx', "import { stepUrl } from '../../src/engine/flow.ts';")).toEqual(['widgets may not import src/engine: ../../src/engine/flow.ts (design.md, layer rules)']);
    expect(messages('widgets/A/A.tsx', "import type { FlowStore } from '../../src/app/state/store.ts';")).toEqual(['widgets may not import src/app (even its types): ../../src/app/state/store.ts (design.md, layer rules)']);
    expect(messages('widgets/A/A.tsx', "const m = import('../../src/server/app.ts');")).toHaveLength(1);
  });

  it('keeps the engine out of the app, widgets and server, and the app out of the server', () => {
    expect(messages('src/engine/node/x.ts', "import { seed } from '../../server/db/seed.ts';")).toHaveLength(1);
    expect(messages('src/engine/x.ts', "export { x } from '../app/x.ts';")).toHaveLength(1);
    expect(messages('src/app/x.ts', "import { buildApp } from '../server/app.ts';")).toHaveLength(1);
    expect(messages('src/app/x.ts', "import { widgets } from '../../widgets/index.ts';\nimport { stepUrl } from '../engine/flow.ts';")).toEqual([]);
  });

  it('sends route handlers through a service, and keeps repositories to core types and SQL', () => {
    expect(messages('src/server/routes/x.ts', "import { listLeads } from '../db/repositories/leads.ts';")).toEqual(['src/server/routes may not import src/server/db/repositories: ../db/repositories/leads.ts (design.md, layer rules)']);
    expect(messages('src/server/routes/x.ts', "import { screen } from '../services/screening.ts';\nimport type { Campaign } from '../../engine/campaign.ts';")).toEqual([]);
    expect(messages('src/server/db/repositories/x.ts', "import type { Locale } from '../../../engine/flow.ts';")).toHaveLength(1);
    expect(messages('src/server/db/repositories/x.ts', "import type { Locale } from '../../../core/locale.ts';\nimport type { Queryable } from '../database.ts';")).toEqual([]);
    expect(messages('src/server/services/x.ts', "import { App } from '../../app/App.tsx';")).toHaveLength(1);
  });

  it('lets tests cross layers, and data files are no layer', () => {
    expect(messages('src/core/x.test.ts', "import { demoWorld } from '../server/personas/demoWorld.ts';")).toEqual([]);
    expect(messages('src/server/routes/x.ts', "import en from '../../../locales/en/translation.json';")).toEqual([]);
  });
});
