/**
 * A link to another step of the visit: it moves as Next does, the step rendered at once and its history entry written
 * after its first paint (router.tsx, addressAfterPaint).
 */
import type { AnchorHTMLAttributes } from 'react';
import { Link } from './router.tsx';

export function StepLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <Link {...props} addressAfterPaint />;
}
