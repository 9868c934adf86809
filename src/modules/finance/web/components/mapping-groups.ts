// Which group an account-mapping key is shown in (mappings page and wizard): by what it posts.
export const MAPPING_GROUPS = ['receivables', 'revenue', 'tax', 'cash', 'deposits', 'equity', 'other'] as const;
export type MappingGroup = (typeof MAPPING_GROUPS)[number];

export function mappingGroup(key: string): MappingGroup {
  if (key === 'receivables' || key === 'sales_discounts') return 'receivables';
  if (key.endsWith('_revenue')) return 'revenue';
  if (key.startsWith('vat')) return 'tax';
  if (key.startsWith('payment_')) return 'cash';
  if (key.startsWith('deposit') || key === 'customer_credit') return 'deposits';
  if (key === 'retained_earnings' || key === 'opening_balance_equity') return 'equity';
  return 'other';
}

/** Items grouped in the fixed group order, empty groups left out. */
export function groupMappings<T extends { key: string }>(items: readonly T[]): Array<{ group: MappingGroup; items: T[] }> {
  return MAPPING_GROUPS.map((group) => ({ group, items: items.filter((i) => mappingGroup(i.key) === group) })).filter((g) => g.items.length > 0);
}
