/**
 * rjsf's default widgets, as the page's build keeps them (scripts/vite/formRegistry.ts): none. Every shown field's
 * widget is its kind's own component (fieldUi.ts); a field the step hides is not rendered (templates.tsx), so rjsf's
 * hidden input is never asked for. Left out: its twenty widgets, about 5 KiB gzip.
 */
export default function widgets() {
  return {};
}
