/**
 * The landing_content rows (DECISIONS 12): `GET /api/landing-content` lists the active rows in
 * display order. A row whose key names an element of the page (`data-content-key="hero_title"`)
 * replaces that element's built-in text; any other key becomes an extra feature card, in sort
 * order. A row with no text in the page's language leaves the built-in text in place.
 */
export type LandingLanguage = 'ar' | 'en';

export type LandingItem = { contentKey: string; value: string; valueAr: string; sortOrder: number };

export type FeatureCard = { key: string; title: string; body: string };

export type ContentPlan = { texts: Map<string, string>; cards: FeatureCard[] };

/** Keeps the well-formed rows of the API answer; anything else counts as no content. */
export function parseLandingItems(payload: unknown): LandingItem[] {
  const items = (payload as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is LandingItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.contentKey === 'string' &&
      typeof item.value === 'string' &&
      typeof item.valueAr === 'string' &&
      typeof item.sortOrder === 'number',
  );
}

export function textFor(item: LandingItem, language: LandingLanguage): string | null {
  const text = (language === 'ar' ? item.valueAr : item.value).trim();
  return text ? text : null;
}

/** A card's first line is its title and the rest its description. */
export function splitCard(text: string): { title: string; body: string } {
  const [title = '', ...rest] = text.split(/\r?\n/);
  return { title: title.trim(), body: rest.join('\n').trim() };
}

export function planContent(items: readonly LandingItem[], knownKeys: ReadonlySet<string>, language: LandingLanguage): ContentPlan {
  const texts = new Map<string, string>();
  const cards: FeatureCard[] = [];
  const ordered = [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.contentKey.localeCompare(b.contentKey));
  for (const item of ordered) {
    const text = textFor(item, language);
    if (text === null) continue;
    if (knownKeys.has(item.contentKey)) texts.set(item.contentKey, text);
    else cards.push({ key: item.contentKey, ...splitCard(text) });
  }
  return { texts, cards };
}
