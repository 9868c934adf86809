import { describe, expect, it } from 'vitest';
import { discountPercent, initialStepStatuses, mayActOnStep, needsApproval, nextPendingStep } from '.';

describe('discount percentage', () => {
  it('measures a discount against what it is taken from, to three decimals, rounded half up', () => {
    expect(discountPercent('12.500', '100.000')).toBe('12.500');
    expect(discountPercent('1', '3')).toBe('33.333');
    expect(discountPercent('2', '3')).toBe('66.667');
    expect(discountPercent('1.000', '49.750')).toBe('2.010');
    expect(discountPercent('0', '10')).toBe('0.000');
    expect(discountPercent('5', '0')).toBe('0.000');
    expect(discountPercent('49.75', '49.750')).toBe('100.000');
  });
});

describe('when an action needs approval', () => {
  it('needs it above the threshold only, and never without an active workflow', () => {
    expect(needsApproval({ isActive: true, threshold: '10' }, '10.000')).toBe(false);
    expect(needsApproval({ isActive: true, threshold: '10' }, '10.001')).toBe(true);
    expect(needsApproval({ isActive: false, threshold: '10' }, '50')).toBe(false);
    expect(needsApproval(null, '50')).toBe(false);
    expect(needsApproval({ isActive: true, threshold: null }, '0')).toBe(true);
  });
});

describe('a request’s steps', () => {
  const step = (minAmount: string | null) => ({ minAmount });
  it('skips a step whose amount the request does not reach; the first remaining step is pending', () => {
    expect(initialStepStatuses([step(null), step('100')], '50')).toEqual(['pending', 'skipped']);
    expect(initialStepStatuses([step(null), step('100')], '100')).toEqual(['pending', 'waiting']);
    expect(initialStepStatuses([step('500'), step(null)], '50')).toEqual(['skipped', 'pending']);
  });
  it('keeps at least one step, so no gated request passes unseen', () => {
    expect(initialStepStatuses([step('500'), step('900')], '50')).toEqual(['pending', 'skipped']);
  });
  it('skips a step only the requester could act on; none left: null, for the company admin', () => {
    expect(initialStepStatuses([step(null), step(null)], '50', [false, true])).toEqual(['skipped', 'pending']);
    expect(initialStepStatuses([step(null), step('100')], '50', [false, true])).toEqual(['skipped', 'pending']);
    expect(initialStepStatuses([step(null)], '50', [false])).toBeNull();
  });
  it('moves to the next waiting step, or ends', () => {
    expect(nextPendingStep(['approved', 'waiting'], 0)).toBe(1);
    expect(nextPendingStep(['approved', 'skipped', 'waiting'], 0)).toBe(2);
    expect(nextPendingStep(['approved', 'skipped'], 0)).toBeNull();
  });
});

describe('who may act on a step', () => {
  const byRole = { approverType: 'role' as const, role: 'manager', userId: null, delegateUserId: 'd', minAmount: null };
  const byName = { approverType: 'user' as const, role: null, userId: 'u', delegateUserId: null, minAmount: null };
  it('the role or the named person, or the delegate', () => {
    expect(mayActOnStep(byRole, { userId: 'x', roles: ['manager'] }, ['r'])).toBe(true);
    expect(mayActOnStep(byRole, { userId: 'x', roles: ['sales_agent'] }, ['r'])).toBe(false);
    expect(mayActOnStep(byRole, { userId: 'd', roles: [] }, ['r'])).toBe(true);
    expect(mayActOnStep(byName, { userId: 'u', roles: [] }, ['r'])).toBe(true);
    expect(mayActOnStep(byName, { userId: 'x', roles: ['company_admin'] }, ['r'])).toBe(false);
  });
  it('never the person who asked, nor the one it is about', () => {
    expect(mayActOnStep(byRole, { userId: 'r', roles: ['manager'] }, ['r'])).toBe(false);
    expect(mayActOnStep(byRole, { userId: 'e', roles: ['manager'] }, ['r', 'e'])).toBe(false);
  });
});
