import { describe, expect, it } from 'vitest';
import { escapeHtml } from './htmlText.ts';

describe('escapeHtml', () => {
  it('escapes what would end or open markup, the ampersand first, and leaves the rest', () => {
    expect(escapeHtml('a & b <i>"x"</i> > é')).toBe('a &amp; b &lt;i&gt;&quot;x&quot;&lt;/i&gt; &gt; é');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('')).toBe('');
  });
});
