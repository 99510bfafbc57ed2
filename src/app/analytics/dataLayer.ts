/** The tag manager's dataLayer. Events carry ids and outcomes only, never personal data. */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function pushDataLayer(event: Record<string, string | number | boolean | null>): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
