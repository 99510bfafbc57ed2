import { describe, expect, it } from 'vitest';
import { linkUrl } from './links.ts';

describe('linkUrl', () => {
  it('opens the campaign home with the study and the slug', () => {
    expect(linkUrl('http://localhost:3000', 'ws11', 'abc_DEF-123', 1001)).toBe('http://localhost:3000/signup/ws11/home?studyId=1001&slug=abc_DEF-123');
  });

  it('leaves the study out when the link has none, and ignores a path on the base', () => {
    expect(linkUrl('https://trials.example/anything', 'ws11', 'abc', null)).toBe('https://trials.example/signup/ws11/home?slug=abc');
  });
});
