/**
 * rrweb 2.2.2 checks that the page's DOM prototypes are its browser's own before it uses them, and fetches clean ones
 * from a hidden iframe when they are not. Its list of Element's accessors names two methods, querySelector and
 * querySelectorAll, which have no getter, so the check fails on every page: each of rrweb's copies of that check (the
 * recorder's and its snapshot's) builds an iframe, a browsing context of its own, inside the recorder's first long
 * task (rrweb-io/rrweb#1802, open). The build moves both names to Element's methods, as that fix does; a page whose
 * Element really was patched still gets the iframe. When rrweb's lists no longer hold the mistake, the build stops
 * here, so this file goes with it.
 */
import type { Plugin } from 'vite';

const RRWEB_BUNDLE = /\/node_modules\/rrweb\/dist\/rrweb\.js$/;
const ACCESSORS = /(var testableAccessors(?:\$\d+)? = \{[^}]*?Element: \[)\s*"shadowRoot",\s*"querySelector",\s*"querySelectorAll"\s*\]/g;
const METHODS = /(var testableMethods(?:\$\d+)? = \{[^}]*?Element: \[)\]/g;

/** rrweb's bundle with Element's two methods checked as methods; throws when the lists are not as in 2.2.2. */
export function withElementMethodsChecked(code: string): string {
  const accessors = code.match(ACCESSORS)?.length ?? 0;
  const methods = code.match(METHODS)?.length ?? 0;
  if (accessors === 0 || accessors !== methods) {
    throw new Error(`rrweb's prototype checks are not as scripts/vite/rrwebElementCheck.ts expects (${accessors} accessor lists, ${methods} method lists): if rrweb fixed them, remove the plugin`);
  }
  return code.replace(ACCESSORS, '$1"shadowRoot"]').replace(METHODS, '$1"querySelector", "querySelectorAll"]');
}

export function rrwebElementCheck(): Plugin {
  return {
    name: 'rrweb-element-check',
    transform(code, id) {
      return RRWEB_BUNDLE.test(id) ? { code: withElementMethodsChecked(code), map: null } : null;
    },
  };
}
