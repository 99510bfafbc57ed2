/** Loads a configured third-party script (its host is in the CSP by configuration), failing after the spec's timeout. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120000;

export function loadScript(src: string, timeoutMs = SCRIPT_LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => { script.remove(); reject(new Error(`script load timed out: ${new URL(src, window.location.href).origin}`)); }, timeoutMs);
    script.async = true;
    script.src = src;
    script.onload = () => { window.clearTimeout(timer); resolve(); };
    script.onerror = () => { window.clearTimeout(timer); script.remove(); reject(new Error(`script failed to load: ${new URL(src, window.location.href).origin}`)); };
    document.head.appendChild(script);
  });
}
