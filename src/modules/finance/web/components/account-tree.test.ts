import { describe, expect, it } from 'vitest';
import type { Account } from '../api/books-types';
import { parentIds, visibleRows } from './account-tree';

const account = (id: string, code: string, parentId: string | null, balance: string, extra: Partial<Account> = {}): Account => ({
  id, code, nameAr: `حساب ${code}`, nameEn: `Account ${code}`, accountType: 'asset', normalBalance: 'debit', isHeader: parentId === null, isActive: true,
  parentId, defaultCostCenterId: null, description: null, hasPostings: balance !== '0.000', balance, ...extra,
});

const chart = [
  account('a', '1', null, '0.000'),
  account('b', '11', 'a', '0.000', { isHeader: true }),
  account('c', '1101', 'b', '100.250'),
  account('d', '1102', 'b', '20.000', { nameEn: 'Allowance', normalBalance: 'credit' }),
  account('e', '1103', 'b', '0.000', { isActive: false }),
];

describe('the chart tree', () => {
  it('shows top level only until expanded, then children in code order', () => {
    expect(visibleRows(chart, new Set(), '', true).map((r) => r.account.code)).toEqual(['1']);
    expect(visibleRows(chart, new Set(parentIds(chart)), '', true).map((r) => [r.account.code, r.depth])).toEqual([['1', 0], ['11', 1], ['1101', 2], ['1102', 2], ['1103', 2]]);
  });

  it('rolls balances up exactly, a contra account subtracting', () => {
    const rows = visibleRows(chart, new Set(parentIds(chart)), '', true);
    expect(rows.find((r) => r.account.code === '1')?.balance).toBe('80.250');
    expect(rows.find((r) => r.account.code === '1102')?.balance).toBe('20.000');
  });

  it('finds a match with its ancestors, and hides inactive accounts unless asked', () => {
    expect(visibleRows(chart, new Set(), 'allowance', true).map((r) => r.account.code)).toEqual(['1', '11', '1102']);
    expect(visibleRows(chart, new Set(parentIds(chart)), '', false).map((r) => r.account.code)).not.toContain('1103');
  });
});
