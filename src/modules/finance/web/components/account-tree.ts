// The chart as a tree for display: children under parents in code order, header balances rolled
// up from their sub-accounts (exact decimals; a contra account subtracts), and the rows shown for
// the expanded set and a search (a match shows its ancestors so it stays in place).
import { addMoney, negateMoney } from '../../../../core/money';
import type { Account } from '../api/books-types';

export type TreeRow = { account: Account; depth: number; hasChildren: boolean; balance: string };

const debitSigned = (a: Pick<Account, 'normalBalance'>, amount: string) => (a.normalBalance === 'debit' ? amount : negateMoney(amount));

export function buildTree(accounts: readonly Account[]) {
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const children = new Map<string | null, Account[]>();
  for (const a of accounts) {
    const parent = a.parentId && byId.has(a.parentId) ? a.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), a]);
  }
  for (const list of children.values()) list.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
  const debitTotal = new Map<string, string>();
  const total = (a: Account): string => {
    const known = debitTotal.get(a.id);
    if (known !== undefined) return known;
    const sum = (children.get(a.id) ?? []).reduce((acc, child) => addMoney(acc, total(child)), debitSigned(a, a.balance));
    debitTotal.set(a.id, sum);
    return sum;
  };
  const balanceOf = (a: Account) => debitSigned(a, total(a));
  return { byId, children, balanceOf };
}

export function visibleRows(accounts: readonly Account[], expanded: ReadonlySet<string>, search: string, showInactive: boolean): TreeRow[] {
  const { byId, children, balanceOf } = buildTree(accounts);
  const term = search.trim().toLowerCase();
  let keep: Set<string> | null = null;
  if (term) {
    keep = new Set();
    for (const a of accounts) {
      if (!(a.code.toLowerCase().includes(term) || a.nameAr.toLowerCase().includes(term) || a.nameEn.toLowerCase().includes(term))) continue;
      for (let cur: Account | undefined = a; cur && !keep.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) keep.add(cur.id);
    }
  }
  const rows: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const a of children.get(parent) ?? []) {
      if (keep && !keep.has(a.id)) continue;
      if (!showInactive && !a.isActive) continue;
      const kids = children.get(a.id) ?? [];
      rows.push({ account: a, depth, hasChildren: kids.length > 0, balance: balanceOf(a) });
      if (keep || expanded.has(a.id)) walk(a.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** Ids of the accounts that have children (what "expand all" opens). */
export function parentIds(accounts: readonly Account[]): string[] {
  return [...new Set(accounts.map((a) => a.parentId).filter((id): id is string => Boolean(id)))];
}
