/**
 * The page's Content Security Policy: our own origin only, plus the origins of the third-party scripts, pixels and
 * endpoints that the deployment configures. Never 'unsafe-inline' or 'unsafe-eval'.
 */
import type { IntegrationsConfig } from './config.ts';

export type CspDirectives = Record<string, string[]>;

const originOf = (url: string | null): string[] => (url ? [new URL(url).origin] : []);
const unique = (list: string[]) => [...new Set(list)];

export function cspDirectives(integrations: IntegrationsConfig): CspDirectives {
  const tagManager = originOf(integrations.tagManagerUrl);
  const chatScript = originOf(integrations.chatScriptUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: unique(["'self'", ...tagManager, ...chatScript]),
    styleSrc: ["'self'"],
    imgSrc: unique(["'self'", 'data:', ...tagManager, ...originOf(integrations.partnerPixelUrl)]),
    fontSrc: ["'self'"],
    connectSrc: unique(["'self'", ...tagManager, ...chatScript]),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
