import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { formRegistry, withoutFormRegistry } from './formRegistry.ts';

const ROOT = '/repo/';
const REGISTRY = '/repo/node_modules/@rjsf/core/lib/getDefaultRegistry.js';

function resolve(plugin: Plugin, source: string, importer: string | undefined): unknown {
  return (plugin.resolveId as (source: string, importer: string | undefined) => unknown)(source, importer);
}

describe('formRegistry', () => {
  const plugin = formRegistry(ROOT);

  it("hands rjsf's default registry the parts step forms reach", () => {
    expect(resolve(plugin, './components/fields/index.js', REGISTRY)).toBe('/repo/src/app/form/formRegistry/fields.ts');
    expect(resolve(plugin, './components/widgets/index.js', REGISTRY)).toBe('/repo/src/app/form/formRegistry/widgets.ts');
    expect(resolve(plugin, './components/templates/index.js', REGISTRY)).toBe('/repo/src/app/form/formRegistry/templates.tsx');
  });

  it('leaves every other import alone', () => {
    expect(resolve(plugin, './components/fields/index.js', '/repo/node_modules/@rjsf/core/lib/index.js')).toBeNull();
    expect(resolve(plugin, './components/fields/index.js', '/repo/node_modules/other/lib/getDefaultRegistry.js')).toBeNull();
    expect(resolve(plugin, './components/fields/ArrayField.js', REGISTRY)).toBeNull();
    expect(resolve(plugin, './components/fields/index.js', undefined)).toBeNull();
  });

  it('is left out of a config for a page that renders rjsf as it is, and nothing else is', () => {
    const other = { name: 'other' };
    const config = withoutFormRegistry({ base: '/signup/', plugins: [other, plugin, [other]] });
    expect(config).toEqual({ base: '/signup/', plugins: [other, [other]] });
    expect(withoutFormRegistry({})).toEqual({ plugins: [] });
  });
});

describe('formRegistry, at the end of a build', () => {
  function end(plugin: Plugin, moduleIds: string[]): string | null {
    let stopped: string | null = null;
    const context = { getModuleIds: () => moduleIds.values(), error: (message: string) => { stopped = message; throw new Error(message); } };
    try { (plugin.buildEnd as (this: unknown, error?: Error) => void).call(context); } catch { /* the message is kept */ }
    return stopped;
  }
  const FORM = '/repo/node_modules/@rjsf/core/lib/components/Form.js';

  it('stops a build that has rjsf when its registry was not found where expected', () => {
    const plugin = formRegistry(ROOT);
    (plugin.buildStart as () => void)();
    resolve(plugin, './components/fields/index.js', REGISTRY);
    expect(end(plugin, [FORM])).toMatch(/fields of fields, widgets and templates handed over/);
    expect(end(formRegistry(ROOT), [FORM])).toMatch(/no part of/);
  });

  it('lets a build through that handed all three, or has no rjsf', () => {
    const plugin = formRegistry(ROOT);
    for (const part of ['fields', 'widgets', 'templates']) resolve(plugin, `./components/${part}/index.js`, REGISTRY);
    expect(end(plugin, [FORM])).toBeNull();
    expect(end(formRegistry(ROOT), ['/repo/src/server/main.ts'])).toBeNull();
  });
});
