import { describe, expect, it, vi } from 'vitest';
import { landingPage } from './landing.ts';

describe('landingPage', () => {
  it('knows the landing home, reports and ignores unknown names', () => {
    const info = vi.fn();
    expect(landingPage('home', info)).toBe('home');
    expect(landingPage(null, info)).toBeNull();
    expect(info).not.toHaveBeenCalled();
    expect(landingPage('summer', info)).toBeNull();
    expect(info).toHaveBeenCalledWith("unknown landing page 'summer'");
  });
});
