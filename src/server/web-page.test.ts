// What the signed-in page carries (decision 028): JSON that cannot leave its script element, and
// the preloads of the page a path opens.
import { describe, expect, it } from 'vitest';
import { dashboardFirstPaint, jsonForScript, preloadsFor, signedInPage } from './web-page';

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

  // The built signed-in.html: its scripts load after the first paint, which the server fills in.
  const deferred = '<html><head></head><body><div id="root"><!--first-paint--><div class="spin"></div><!--/first-paint--></div><script>guard()</script></body></html>';

  it('names the route chunks in a data block for a page whose scripts load late, and paints the first paint in place of the loading screen', () => {
    const html = signedInPage(deferred, { me: { a: 1 }, lang: 'ar', preloads: ['/assets/a.js'], firstPaint: { path: '/dashboard', markup: '<h1>hello</h1>' } });
    expect(html).toBe(
      '<html><head><script type="application/json" id="masar-preloads">["/assets/a.js"]</script><script type="application/json" id="masar-me" data-lang="ar">{"a":1}</script></head>' +
        '<body><div id="root" data-prerendered="/dashboard" data-fallback="&lt;div class=&quot;spin&quot;&gt;&lt;/div&gt;"><h1>hello</h1></div><script>guard()</script></body></html>',
    );
  });

  it('keeps the loading screen, unmarked, for a page without a first paint of its own', () => {
    const html = signedInPage(deferred, { me: {}, lang: 'ar', preloads: [], firstPaint: null });
    expect(html).toContain('<body><div id="root"><div class="spin"></div></div>');
    expect(html).not.toContain('data-prerendered');
  });
});

describe('dashboardFirstPaint', () => {
  const me = {
    user: { name: 'k', email: 'k@x.test' },
    profile: { firstNameAr: 'خالد', lastNameAr: '<b>&', firstName: 'Khalid', lastName: '"Sabah"', languagePreference: 'en' },
    company: { name: "Gulf & Co's", nameAr: 'الخليج</p>' },
  };

  it("greets in the profile's language, the user's and company's names as text", () => {
    const english = dashboardFirstPaint(me)!;
    expect(english).toContain('aria-busy="true" lang="en" dir="ltr">');
    expect(english).toContain('<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, Khalid &quot;Sabah&quot;</h1>');
    expect(english).toContain('<p class="text-muted-foreground">Gulf &amp; Co&#39;s</p>');
    const arabic = dashboardFirstPaint({ ...me, profile: { ...me.profile, languagePreference: 'ar' } })!;
    expect(arabic).toContain('lang="ar" dir="rtl"');
    expect(arabic).toContain('<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">مرحباً، خالد &lt;b&gt;&amp;</h1>');
    expect(arabic).toContain('<p class="text-muted-foreground">الخليج&lt;/p&gt;</p>');
    // An unknown preference is Arabic, as the app reads it.
    expect(dashboardFirstPaint({ ...me, profile: { ...me.profile, languagePreference: 'fr' } })).toBe(arabic);
  });

  it('without a profile: Arabic, with the English beside it for the page to show when this browser chose English', () => {
    const html = dashboardFirstPaint({ ...me, profile: null })!;
    expect(html).not.toContain('dir=');
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight sm:text-3xl" data-en="Welcome, k">مرحباً، k</h1>');
  });

  it('paints nothing for a user without a company', () => {
    expect(dashboardFirstPaint({ ...me, company: null })).toBeNull();
  });
});
