// A chart-of-accounts template is data: codes, Arabic and English names, the default account of
// each mapping. The code says the place in the tree (a parent's code is a prefix of its
// children's) and the first digit the type: 1 assets, 2 liabilities, 3 equity, 4 revenue,
// 5 expenses — the usual Gulf layout. An account with children is a header.
import type { AccountType, MappingKey, Side } from '../../../../core/finance';

/** [code, Arabic name, English name, normal balance when it is a contra account]. */
export type TemplateAccount = readonly [code: string, ar: string, en: string, contra?: Side];

export type ChartTemplate = {
  id: TemplateId;
  label: { ar: string; en: string };
  accounts: readonly TemplateAccount[];
  mappings: Record<MappingKey, string>;
  costCenters: ReadonlyArray<readonly [code: string, ar: string, en: string]>;
};

export const TEMPLATE_IDS = ['car_rental', 'real_estate', 'trading', 'services', 'generic'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const TYPE_OF_DIGIT: Record<string, AccountType> = { '1': 'asset', '2': 'liability', '3': 'equity', '4': 'revenue', '5': 'expense' };

/** The base chart with a sector's accounts added (a sector account replaces a base one of the same code). */
export function withSector(base: readonly TemplateAccount[], sector: readonly TemplateAccount[], remove: readonly string[] = []): TemplateAccount[] {
  const byCode = new Map(base.filter(([code]) => !remove.some((r) => code.startsWith(r))).map((a) => [a[0], a] as const));
  for (const account of sector) byCode.set(account[0], account);
  return [...byCode.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}
