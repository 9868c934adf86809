import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../permissions/matrix';
import { canAccess, featuresOf, isCompanyAdmin, rule, type AccessContext } from './access';

function as(role: string, patch: Partial<AccessContext> = {}): AccessContext {
  return { signedIn: true, roles: [role], permissions: effectivePermissions([role], []), accountOk: true, ...patch };
}

const signedOut: AccessContext = { signedIn: false, roles: [], permissions: [], accountOk: false };

describe('canAccess: the access guard of spec §6', () => {
  it('sends the unauthenticated away first, whatever the rule', () => {
    expect(canAccess(rule.signedIn, signedOut)).toEqual({ ok: false, reason: 'not_signed_in' });
    expect(canAccess(rule.global, signedOut)).toEqual({ ok: false, reason: 'not_signed_in' });
    expect(canAccess(undefined, signedOut)).toEqual({ ok: false, reason: 'not_signed_in' });
  });

  it('lets anyone through a public rule', () => {
    expect(canAccess(rule.public, signedOut)).toEqual({ ok: true });
  });

  it('global rights are the super admin’s alone', () => {
    expect(canAccess(rule.global, as('super_admin')).ok).toBe(true);
    expect(canAccess(rule.global, as('company_admin'))).toEqual({ ok: false, reason: 'global' });
  });

  it('company-admin rights: company_admin with a working account, or super_admin', () => {
    expect(canAccess(rule.companyAdmin, as('company_admin')).ok).toBe(true);
    expect(canAccess(rule.companyAdmin, as('super_admin', { accountOk: false })).ok).toBe(true);
    expect(canAccess(rule.companyAdmin, as('company_admin', { accountOk: false }))).toEqual({ ok: false, reason: 'company_admin' });
    for (const role of ['manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee']) {
      expect(canAccess(rule.companyAdmin, as(role))).toEqual({ ok: false, reason: 'company_admin' });
    }
    expect(isCompanyAdmin(as(' Company_Admin '))).toBe(true); // role strings are trimmed and lower-cased
  });

  it('checks permissions against the effective list', () => {
    expect(canAccess(rule.permission('finance.invoices.read'), as('accountant')).ok).toBe(true);
    expect(canAccess(rule.permission('finance.invoices.read'), as('employee')).ok).toBe(true);
    expect(canAccess(rule.permission('finance.invoices.write'), as('employee'))).toEqual({ ok: false, reason: 'permission' });
    expect(canAccess(rule.permission('legal.cases.read'), as('accountant'))).toEqual({ ok: false, reason: 'permission' });
    expect(canAccess(rule.anyPermission('hr.payroll.read', 'fleet.vehicles.read'), as('accountant')).ok).toBe(true);
  });

  it('roles: any listed role passes; super_admin passes every role rule', () => {
    expect(canAccess(rule.role('manager', 'accountant'), as('accountant')).ok).toBe(true);
    expect(canAccess(rule.role('manager'), as('employee'))).toEqual({ ok: false, reason: 'role' });
    expect(canAccess(rule.role('manager'), as('super_admin')).ok).toBe(true);
  });

  it('plan features count only when the server said enabled', () => {
    const gated = rule.all(rule.companyAdmin, rule.feature('invoice_scanner'));
    expect(canAccess(gated, as('company_admin'))).toEqual({ ok: false, reason: 'feature' });
    expect(canAccess(gated, as('company_admin', { features: { invoice_scanner: false } }))).toEqual({ ok: false, reason: 'feature' });
    expect(canAccess(gated, as('company_admin', { features: { invoice_scanner: true } })).ok).toBe(true);
    // The admin check comes first: a manager is told about rights, not about the plan.
    expect(canAccess(gated, as('manager', { features: { invoice_scanner: true } }))).toEqual({ ok: false, reason: 'company_admin' });
  });

  it('`any` passes with one rule and otherwise reports the first refusal', () => {
    const either = rule.any(rule.companyAdmin, rule.permission('finance.accounts.read'));
    expect(canAccess(either, as('accountant')).ok).toBe(true);
    expect(canAccess(either, as('sales_agent'))).toEqual({ ok: false, reason: 'company_admin' });
  });

  it('lists the plan features a rule needs', () => {
    expect(featuresOf(rule.all(rule.companyAdmin, rule.feature('a'), rule.any(rule.feature('b'), rule.feature('a'))))).toEqual(['a', 'b']);
    expect(featuresOf(rule.signedIn)).toEqual([]);
  });
});
