// What the signed-in page carries (decision 028): JSON that cannot leave its script element, and
// the preloads of the page a path opens.
import { describe, expect, it } from 'vitest';
import { jsonForScript, preloadsFor, signedInPage } from './web-page';

const chunks = { layout: ['/assets/shell.js'], pages: { '/contracts/:id': ['/assets/contract.js'], '/contracts/new': ['/assets/new-contract.js'], '/dashboard': ['/assets/dashboard.js'] } };

describe('jsonForScript', () => {
  it('escapes what could end or bend a script element, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- & > \u2028\u2029 $&' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('preloadsFor', () => {
  it('gives the layout and the page, a fixed path before a pattern', () => {
    expect(preloadsFor('/dashboard', chunks)).toEqual(['/assets/shell.js', '/assets/dashboard.js']);
    expect(preloadsFor('/contracts/new', chunks)).toEqual(['/assets/shell.js', '/assets/new-contract.js']);
    expect(preloadsFor('/contracts/42', chunks)).toEqual(['/assets/shell.js', '/assets/contract.js']);
  });

  it('gives nothing outside the company pages, or without a build', () => {
    for (const path of ['/auth', '/super-admin/dashboard', '/browse-company/dashboard', '/nowhere']) expect(preloadsFor(path, chunks)).toEqual([]);
    expect(preloadsFor('/dashboard', null)).toEqual([]);
  });
});

describe('signedInPage', () => {
  it('puts the preloads and the payload before </head>', () => {
    const html = signedInPage('<html><head><title>x</title></head><body></body></html>', { me: { a: '$&' }, lang: 'en', preloads: ['/assets/a.js'] });
    expect(html).toBe('<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"><script type="application/json" id="masar-me" data-lang="en">{"a":"$\\u0026"}</script></head><body></body></html>');
  });
});
