/**
 * rjsf's default templates, as the page's build keeps them (scripts/vite/formRegistry.ts). The step form's own
 * FieldTemplate and ObjectFieldTemplate (templates.tsx) lay every field out and show its message; rjsf still makes a
 * description, help and error element for each field, which ours never render, so they need a component and nothing
 * more. Left out: the array, button, input, error list and layout templates.
 */
function NotRendered() {
  return null;
}

export default function templates() {
  return { DescriptionFieldTemplate: NotRendered, FieldHelpTemplate: NotRendered, FieldErrorTemplate: NotRendered, ButtonTemplates: {} };
}
