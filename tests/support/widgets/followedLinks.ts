/**
 * Where the links a test follows would lead (a plain link or tel:), recorded instead of loaded: happy-dom would try
 * to fetch them. Stops listening when the test ends.
 */
import { onTestFinished } from 'vitest';

export function followedLinks(): string[] {
  const hrefs: string[] = [];
  const follow = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    event.preventDefault();
    hrefs.push(link.getAttribute('href') ?? '');
  };
  document.addEventListener('click', follow);
  onTestFinished(() => document.removeEventListener('click', follow));
  return hrefs;
}
