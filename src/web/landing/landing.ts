/**
 * The landing page's browser code, a few KB: the Arabic/English switch (localStorage `lang`, shared
 * with the app) and the landing_content rows. Arabic is in the HTML; English comes from the catalogue.
 */
import { enLanding } from '../i18n/locales/en-landing';
import { parseLandingItems, planContent, type LandingItem, type LandingLanguage } from './content';
import { lookup } from './texts';

type Snapshot = { texts: Map<Element, string>; attrs: Map<Element, Map<string, string>> };

const LANG_KEY = 'lang';

function storedLanguage(): LandingLanguage {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

function storeLanguage(language: LandingLanguage) {
  try {
    localStorage.setItem(LANG_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

function attrPairs(element: Element): [string, string][] {
  return (element.getAttribute('data-i18n-attr') ?? '')
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string])
    .filter(([attr, key]) => Boolean(attr && key));
}

/** The built-in Arabic texts, read once from the page the server sent. */
function snapshot(doc: Document): Snapshot {
  const texts = new Map<Element, string>();
  const attrs = new Map<Element, Map<string, string>>();
  for (const element of doc.querySelectorAll('[data-i18n]')) texts.set(element, element.textContent ?? '');
  for (const element of doc.querySelectorAll('[data-i18n-attr]')) {
    attrs.set(element, new Map(attrPairs(element).map(([attr]) => [attr, element.getAttribute(attr) ?? ''])));
  }
  return { texts, attrs };
}

export function startLanding(doc: Document = document): void {
  const arabic = snapshot(doc);
  const knownKeys = new Set([...doc.querySelectorAll('[data-content-key]')].map((el) => el.getAttribute('data-content-key') ?? ''));
  let items: LandingItem[] = [];
  let language = storedLanguage();

  const builtIn = (element: Element, key: string) => (language === 'ar' ? arabic.texts.get(element) : lookup(enLanding, key));

  function render() {
    const root = doc.documentElement;
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
    const plan = planContent(items, knownKeys, language);

    for (const [element] of arabic.texts) {
      const key = element.getAttribute('data-i18n') ?? '';
      const contentKey = element.getAttribute('data-content-key');
      const text = (contentKey && plan.texts.get(contentKey)) || builtIn(element, key);
      if (text !== undefined && element.textContent !== text) element.textContent = text;
    }
    for (const [element, original] of arabic.attrs) {
      for (const [attr, key] of attrPairs(element)) {
        const value = language === 'ar' ? original.get(attr) : lookup(enLanding, key);
        if (value !== undefined) element.setAttribute(attr, value);
      }
    }
    // The switch's label is written in the language it switches to.
    for (const element of doc.querySelectorAll('[data-lang-of-target]')) element.setAttribute('lang', language === 'ar' ? 'en' : 'ar');

    renderCards(doc, plan.cards);
    root.classList.remove('i18n-pending');
  }

  doc.getElementById('language-switch')?.addEventListener('click', () => {
    language = language === 'ar' ? 'en' : 'ar';
    storeLanguage(language);
    render();
  });

  render();
  void loadContent().then((loaded) => {
    items = loaded;
    if (items.length > 0) render();
  });
}

function renderCards(doc: Document, cards: { key: string; title: string; body: string }[]) {
  const list = doc.getElementById('feature-list');
  const template = doc.getElementById('extra-feature');
  if (!list || !(template instanceof HTMLTemplateElement)) return;
  for (const old of list.querySelectorAll('[data-extra-feature]')) old.remove();
  for (const card of cards) {
    const item = template.content.firstElementChild?.cloneNode(true);
    if (!(item instanceof HTMLElement)) continue;
    item.dataset.contentKey = card.key;
    const title = item.querySelector('[data-slot="title"]');
    const body = item.querySelector('[data-slot="body"]');
    if (title) title.textContent = card.title;
    if (body) {
      if (card.body) body.textContent = card.body;
      else body.remove();
    }
    list.append(item);
  }
}

async function loadContent(): Promise<LandingItem[]> {
  try {
    // The console's preview (/?preview) must show an edit at once, not the 60 s cached copy.
    const preview = new URLSearchParams(location.search).has('preview');
    const response = await fetch('/api/landing-content', { headers: { Accept: 'application/json' }, ...(preview ? { cache: 'no-store' as const } : {}) });
    return response.ok ? parseLandingItems(await response.json()) : [];
  } catch {
    // Offline or server error: the built-in texts stay.
    return [];
  }
}
