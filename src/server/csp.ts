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

/** The studio's preview page, which the studio itself frames: same-origin framing instead of none. */
export function withSameOriginFraming(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

/**
 * The studio's session replay page: rrweb's Replayer rebuilds the recorded page in an about:blank frame, which
 * inherits this policy, as <style> elements and style attributes. Scripts stay 'self' only.
 */
export function withInlineStyles(policy: string): string {
  return policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}
