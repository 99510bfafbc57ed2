/**
 * The page's step forms use a few of rjsf's default fields and none of its widgets or templates: each kind brings its
 * own widget, and templates.tsx lays the fields out. rjsf builds its default registry from every field, widget and
 * template it has; the app's build hands it the parts our forms reach instead (src/app/form/formRegistry/), about
 * 9 KiB gzip less before the first question. A page that renders rjsf's own widgets (the benchmarks' plain rjsf
 * reference pages) is built without this plugin (`withoutFormRegistry`).
 */
import type { Plugin, UserConfig } from 'vite';

const DEFAULT_REGISTRY = /\/node_modules\/@rjsf\/core\/lib\/getDefaultRegistry\.js$/;
const RJSF_FORM = /\/node_modules\/@rjsf\/core\/lib\/components\/Form\.js$/;
const PART = /^\.\/components\/(fields|widgets|templates)\/index\.js$/;
const NAME = 'step-form-registry';

export function formRegistry(root: string): Plugin {
  const kept: Record<string, string> = {
    fields: `${root}src/app/form/formRegistry/fields.ts`,
    widgets: `${root}src/app/form/formRegistry/widgets.ts`,
    templates: `${root}src/app/form/formRegistry/templates.tsx`,
  };
  const handed = new Set<string>();
  return {
    name: NAME,
    enforce: 'pre',
    buildStart() {
      handed.clear();
    },
    resolveId(source, importer) {
      if (!importer || !DEFAULT_REGISTRY.test(importer)) return null;
      const part = PART.exec(source)?.[1];
      if (part) handed.add(part);
      return part ? kept[part] : null;
    },
    // When a later rjsf builds its registry elsewhere, the build stops here rather than ship every widget unnoticed.
    buildEnd(error) {
      if (error || handed.size === 3 || ![...this.getModuleIds()].some((id) => RJSF_FORM.test(id))) return;
      this.error(`rjsf's default registry is not built as scripts/vite/formRegistry.ts expects (${[...handed].join(', ') || 'no part'} of fields, widgets and templates handed over)`);
    },
  };
}

/** The project's Vite config for a page that renders rjsf's own widgets: its default registry whole. */
export function withoutFormRegistry(config: UserConfig): UserConfig {
  return { ...config, plugins: (config.plugins ?? []).filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === NAME)) };
}
