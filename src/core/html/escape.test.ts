import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';

describe('escapeHtml', () => {
  it('makes markup and quotes text, for an element or a quoted attribute', () => {
    expect(escapeHtml(`<b a="1">Gulf & Co's</b>`)).toBe('&lt;b a=&quot;1&quot;&gt;Gulf &amp; Co&#39;s&lt;/b&gt;');
    expect(escapeHtml('مرحباً، خالد')).toBe('مرحباً، خالد');
  });
});
