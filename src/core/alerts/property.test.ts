import { describe, expect, it } from 'vitest';
import {
  contractExpiryPriority,
  maintenanceDuePriority,
  parsePropertyAlertKey,
  paymentOverduePriority,
  propertyAlertKey,
  propertyAlerts,
  rankPropertyAlerts,
  renewalPriority,
  vacancyPriority,
  type PropertyAlertFacts,
} from './property';
import { byPriority, type UnifiedAlert } from '.';

const TODAY = '2026-05-10';
const LEASE = '11111111-1111-4111-8111-111111111111';
const PROP = '22222222-2222-4222-8222-222222222222';
const INST = '33333333-3333-4333-8333-333333333333';
const INV = '44444444-4444-4444-8444-444444444444';
const REQ = '55555555-5555-4555-8555-555555555555';
const none: PropertyAlertFacts = { ending: [], overdue: [], vacant: [], maintenance: [] };

describe('property alert thresholds (spec §9)', () => {
  it('contract ending: high at 7 days or fewer, medium at 30 or fewer, low up to 90, nothing beyond', () => {
    expect([-3, 0, 7].map(contractExpiryPriority)).toEqual(['high', 'high', 'high']);
    expect([8, 30].map(contractExpiryPriority)).toEqual(['medium', 'medium']);
    expect([31, 60, 90].map(contractExpiryPriority)).toEqual(['low', 'low', 'low']);
    expect(contractExpiryPriority(91)).toBeNull();
  });

  it('overdue payment: high at 30 days or more, medium at 7 or more, else low; not late, nothing', () => {
    expect([0, -2].map(paymentOverduePriority)).toEqual([null, null]);
    expect([1, 6].map(paymentOverduePriority)).toEqual(['low', 'low']);
    expect([7, 29].map(paymentOverduePriority)).toEqual(['medium', 'medium']);
    expect([30, 200].map(paymentOverduePriority)).toEqual(['high', 'high']);
  });

  it('vacant property (DECISIONS 9): from 30 days, medium from 60, high from 90', () => {
    expect(vacancyPriority(29)).toBeNull();
    expect([30, 59].map(vacancyPriority)).toEqual(['low', 'low']);
    expect([60, 89].map(vacancyPriority)).toEqual(['medium', 'medium']);
    expect([90, 400].map(vacancyPriority)).toEqual(['high', 'high']);
  });

  it('renewal opportunity: medium from 30 to 60 days, inclusive', () => {
    expect([29, 61].map(renewalPriority)).toEqual([null, null]);
    expect([30, 45, 60].map(renewalPriority)).toEqual(['medium', 'medium', 'medium']);
  });

  it('maintenance due: always low, within 7 days or past its day', () => {
    expect([-10, 0, 7].map(maintenanceDuePriority)).toEqual(['low', 'low', 'low']);
    expect(maintenanceDuePriority(8)).toBeNull();
  });
});

describe('propertyAlerts()', () => {
  const lease = (endDate: string, extra: Partial<PropertyAlertFacts['ending'][number]> = {}) => ({ id: LEASE, propertyId: PROP, endDate, monthlyRent: '5000.000', autoRenew: false, renewed: false, ...extra });

  it('a lease 45 days from its end is a low expiry and a medium renewal opportunity, both carrying days, rent and end date', () => {
    const got = propertyAlerts({ ...none, ending: [lease('2026-06-24')] }, TODAY);
    expect(got.map((a) => [a.alertType, a.priority, a.daysRemaining])).toEqual([
      ['contract_expiry', 'low', 45],
      ['contract_renewal', 'medium', 45],
    ]);
    expect(got[0]).toMatchObject({ amount: '5000.000', dueDate: '2026-06-24', contractId: LEASE, propertyId: PROP, since: '2026-03-26', key: `property:contract_expiry:${LEASE}:2026-06-24:low` });
  });

  it('at the boundaries: 7 high, 30 medium (and renewal), 60 low (and renewal), 90 low, 91 nothing', () => {
    const at = (days: number) => propertyAlerts({ ...none, ending: [lease(addDays(days))] }, TODAY).map((a) => `${a.alertType}:${a.priority}`);
    expect(at(7)).toEqual(['contract_expiry:high']);
    expect(at(30)).toEqual(['contract_expiry:medium', 'contract_renewal:medium']);
    expect(at(60)).toEqual(['contract_expiry:low', 'contract_renewal:medium']);
    expect(at(61)).toEqual(['contract_expiry:low']);
    expect(at(90)).toEqual(['contract_expiry:low']);
    expect(at(91)).toEqual([]);
  });

  it('a renewed lease alerts nothing; an auto-renewing one is no renewal opportunity', () => {
    expect(propertyAlerts({ ...none, ending: [lease('2026-06-24', { renewed: true })] }, TODAY)).toEqual([]);
    expect(propertyAlerts({ ...none, ending: [lease('2026-06-24', { autoRenew: true })] }, TODAY).map((a) => a.alertType)).toEqual(['contract_expiry']);
  });

  it('overdue rent at 7 and 30 days past due, keyed by its instalment and due date', () => {
    const rent = (dueDate: string) => ({ installmentId: INST, invoiceId: INV, leaseId: LEASE, propertyId: PROP, dueDate, graceDays: 5, owed: '1250.500' });
    const [six] = propertyAlerts({ ...none, overdue: [rent('2026-05-04')] }, TODAY);
    const [seven] = propertyAlerts({ ...none, overdue: [rent('2026-05-03')] }, TODAY);
    const [thirty] = propertyAlerts({ ...none, overdue: [rent('2026-04-10')] }, TODAY);
    expect([six!.priority, seven!.priority, thirty!.priority]).toEqual(['low', 'medium', 'high']);
    expect(thirty).toMatchObject({ alertType: 'payment_overdue', daysRemaining: -30, amount: '1250.500', dueDate: '2026-04-10', since: '2026-04-16', contractId: LEASE, key: `property:payment_overdue:${INST}:2026-04-10:high` });
  });

  it('vacancy at 29, 30, 60 and 90 days counts from the real day it began (DECISIONS 9)', () => {
    const at = (days: number) => propertyAlerts({ ...none, vacant: [{ propertyId: PROP, vacantSince: addDays(-days), rentPrice: null }] }, TODAY).map((a) => a.priority);
    expect([at(29), at(30), at(59), at(60), at(89), at(90)]).toEqual([[], ['low'], ['low'], ['medium'], ['medium'], ['high']]);
    const [v] = propertyAlerts({ ...none, vacant: [{ propertyId: PROP, vacantSince: '2026-01-01', rentPrice: '4000.000' }] }, TODAY);
    expect(v).toMatchObject({ daysRemaining: -129, dueDate: '2026-01-01', since: '2026-01-31', contractId: null, key: `property:vacant_property:${PROP}:2026-01-01:high` });
  });

  it('maintenance scheduled within 7 days is due (low)', () => {
    const at = (days: number) => propertyAlerts({ ...none, maintenance: [{ id: REQ, propertyId: PROP, scheduledFor: addDays(days), estimatedCost: '300.000' }] }, TODAY);
    expect(at(8)).toEqual([]);
    expect(at(7)[0]).toMatchObject({ alertType: 'maintenance_due', priority: 'low', daysRemaining: 7, amount: '300.000', recordId: REQ });
    expect(at(-2)[0]!.priority).toBe('low');
  });

  it('a key grows with the priority, so an alert that becomes more severe shows again after a dismissal', () => {
    const key30 = propertyAlerts({ ...none, ending: [lease(addDays(30))] }, TODAY)[0]!.key;
    const key7 = propertyAlerts({ ...none, ending: [lease(addDays(30))] }, addDaysFrom(TODAY, 23))[0]!.key;
    expect(key30).not.toBe(key7);
  });

  it('the sorted list keeps the spec weights: high before medium before low', () => {
    const facts = propertyAlerts(
      { ending: [lease(addDays(45))], overdue: [{ installmentId: INST, invoiceId: INV, leaseId: LEASE, propertyId: PROP, dueDate: addDays(-40), graceDays: 0, owed: '10' }], vacant: [], maintenance: [{ id: REQ, propertyId: PROP, scheduledFor: TODAY, estimatedCost: null }] },
      TODAY,
    );
    const asAlerts = facts.map((f): UnifiedAlert => ({ id: f.key, type: 'property', severity: f.priority, title: '', message: '', createdAt: `${f.since}T00:00:00.000Z`, data: {}, link: null }));
    expect(asAlerts.sort(byPriority).map((a) => a.severity)).toEqual(['high', 'medium', 'low', 'low']);
  });
});

describe('rankPropertyAlerts()', () => {
  const make = (n: number, alertType: string, severity: UnifiedAlert['severity']): UnifiedAlert[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${alertType}-${i}`, type: 'property', severity, title: '', message: '', createdAt: `2026-05-0${(i % 9) + 1}T00:00:00.000Z`, data: { alertType }, link: null }));

  it('keeps the most severe first, at most 5 of a type and 20 in all', () => {
    const all = [...make(12, 'contract_expiry', 'high'), ...make(3, 'payment_overdue', 'high'), ...make(8, 'vacant_property', 'medium'), ...make(9, 'maintenance_due', 'low'), ...make(6, 'contract_renewal', 'medium')];
    const kept = rankPropertyAlerts(all);
    expect(kept).toHaveLength(20);
    const by = (type: string) => kept.filter((a) => a.data.alertType === type).length;
    expect([by('contract_expiry'), by('payment_overdue'), by('vacant_property'), by('contract_renewal'), by('maintenance_due')]).toEqual([5, 3, 5, 5, 2]);
    expect(kept.map((a) => a.severity)).toEqual([...Array(8).fill('high'), ...Array(10).fill('medium'), 'low', 'low']);
  });

  it('honours smaller limits', () => {
    expect(rankPropertyAlerts(make(4, 'contract_expiry', 'high'), 2, 20)).toHaveLength(2);
    expect(rankPropertyAlerts(make(4, 'contract_expiry', 'high'), 5, 3)).toHaveLength(3);
  });
});

describe('property alert keys', () => {
  it('round-trip and refuse anything else', () => {
    const key = propertyAlertKey('vacant_property', PROP, '2026-01-01', 'high');
    expect(parsePropertyAlertKey(key)).toEqual({ alertType: 'vacant_property', recordId: PROP, date: '2026-01-01', priority: 'high' });
    for (const bad of [null, 42, '', 'payment:abc', `property:unknown:${PROP}:2026-01-01:high`, `property:vacant_property:${PROP}:2026-01-01:critical`, `property:vacant_property:not-a-uuid:2026-01-01:low`, `${key}:x`, `property:vacant_property:${PROP}:2026-1-1:low`]) {
      expect(parsePropertyAlertKey(bad), String(bad)).toBeNull();
    }
  });
});

function addDays(days: number) {
  return addDaysFrom(TODAY, days);
}
function addDaysFrom(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
