/** Motion the visitor asked the system to reduce (prefers-reduced-motion): scrolls jump instead of gliding. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
