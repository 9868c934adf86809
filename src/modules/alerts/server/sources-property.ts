// The computed property alerts (spec §3/§9, DECISIONS 9 and 10) as unified alerts in the reader's
// language: leases ending and renewal opportunities, overdue rent, vacant properties and
// maintenance due. Read through the real-estate modules' exports; the rules are
// core/alerts/property.ts; the ones this user dismissed are left out; the most severe 20 kept
// (at most 5 of a type).
import { DOCUMENT_EXPIRY_AHEAD_DAYS } from '../../../core/alerts/documents';
import { arabicDays, englishDays, messageDate } from '../../../core/i18n/counting';
import type { Tx } from '../../../server/db/client';
import type { Lang } from '../../../server/http/lang';
import type { CompanyContext } from '../../../server/http/fields';
import type { UnifiedAlert } from '../../../core/alerts';
import { PROPERTY_ALERT_LIMITS as L, propertyAlerts, rankPropertyAlerts, type PropertyAlertFact } from '../../../core/alerts/property';
import { zonedInstant } from '../../../core/dates';
import { formatMoney, parseMoney } from '../../../core/money';
import { leasesEndingForAlerts, overdueInstallments, type LeaseEndingAlert, type OverdueInstallment } from '../../property-contracts/server';
import { maintenanceDueForAlerts, vacantForAlerts, type MaintenanceDue, type VacantForAlert } from '../../properties/server/service';
import { dismissedKeys } from './dismissals';
import type { Reach } from './sources';

type Reads = { ending: LeaseEndingAlert[]; overdue: OverdueInstallment[]; vacant: VacantForAlert[]; maintenance: MaintenanceDue[] };
type Place = { propertyNameAr: string; propertyNameEn: string | null; unitNumber: string | null; buildingNameAr: string | null; buildingNameEn: string | null };

/** Leases and rent show to whoever reads leases; vacancies and maintenance to whoever reads properties. */
async function read(tx: Tx, reach: Reach, today: string): Promise<Reads> {
  const ending = reach.contracts ? await leasesEndingForAlerts(tx, today, L.expiryDays, L.read) : [];
  const overdue = reach.contracts ? await overdueInstallments(tx, today, L.read) : [];
  const vacant = reach.properties ? await vacantForAlerts(tx, today, L.vacancyDays, L.read) : [];
  const maintenance = reach.properties ? await maintenanceDueForAlerts(tx, today, L.maintenanceAheadDays, L.read) : [];
  return { ending, overdue, vacant, maintenance };
}

/** Every property alert the actor may see today, before dismissals (the dismiss route checks a key against these). */
export async function propertyAlertFacts(tx: Tx, reach: Reach, today: string) {
  const reads = await read(tx, reach, today);
  const facts = propertyAlerts(
    {
      ending: reads.ending.map((l) => ({ id: l.id, propertyId: l.propertyId, endDate: l.endDate, monthlyRent: l.monthlyRent, autoRenew: l.autoRenew, renewed: l.renewed })),
      overdue: reads.overdue,
      vacant: reads.vacant,
      maintenance: reads.maintenance.map((m) => ({ id: m.id, propertyId: m.propertyId, scheduledFor: m.scheduledFor, estimatedCost: m.estimatedCost })),
    },
    today,
  );
  return { reads, facts };
}

/** Spec §3 property alerts for this user: computed, this user's dismissals left out, the most severe 20 (at most 5 of a type). */
export async function propertyItems(tx: Tx, userId: string, reach: Reach, ctx: CompanyContext, lang: Lang): Promise<UnifiedAlert[]> {
  if (!reach.contracts && !reach.properties) return [];
  const { reads, facts } = await propertyAlertFacts(tx, reach, ctx.today);
  const dismissed = await dismissedKeys(tx, userId, facts.map((f) => f.key));
  const word = wording(reads, ctx, lang);
  // Within the document-expiry window a lease's end is its stored document alert (acknowledged
  // company-wide); whoever sees those is not shown the same end twice (decision 046).
  const storedLeaseEnd = (f: (typeof facts)[number]) => f.alertType === 'contract_expiry' && reach.documents.includes('lease') && f.daysRemaining <= DOCUMENT_EXPIRY_AHEAD_DAYS;
  const items = facts.filter((f) => !dismissed.has(f.key) && !storedLeaseEnd(f)).map((f): UnifiedAlert => {
    const { title, message, link } = word(f);
    return {
      id: f.key,
      type: 'property',
      severity: f.priority,
      title,
      message,
      // The day it arose, from midnight on the company's clock.
      createdAt: zonedInstant(`${f.since}T00:00`, ctx.timezone).toISOString(),
      data: {
        source: 'property',
        alertType: f.alertType,
        priority: f.priority,
        daysRemaining: f.daysRemaining,
        amount: f.amount === null ? null : parseMoney(f.amount, ctx.currency),
        currency: ctx.currency,
        dueDate: f.dueDate,
        propertyId: f.propertyId,
        contractId: f.contractId,
        acknowledged: false,
        dismissable: true,
      },
      link,
    };
  });
  return rankPropertyAlerts(items);
}

const pick = (lang: Lang, ar: string | null | undefined, en: string | null | undefined) => (lang === 'en' ? en || ar : ar || en) ?? '';

/** A unit reads "building — unit", a property let whole its own name. */
function placeOf(p: Place, lang: Lang) {
  const building = pick(lang, p.buildingNameAr, p.buildingNameEn);
  return building && p.unitNumber ? `${building} — ${p.unitNumber}` : pick(lang, p.propertyNameAr, p.propertyNameEn);
}

/** Arabic counted days: accusative ("متأخر 12 يوماً") or after a preposition ("خلال 5 أيام"). */

function wording(reads: Reads, ctx: CompanyContext, lang: Lang) {
  const en = lang === 'en';
  const money = (amount: string) => formatMoney(amount, ctx.currency, en ? { locale: 'en', display: 'code' } : {});
  const leases = new Map(reads.ending.map((l) => [l.id, l]));
  const rents = new Map(reads.overdue.map((r) => [r.installmentId, r]));
  const vacant = new Map(reads.vacant.map((v) => [v.propertyId, v]));
  const visits = new Map(reads.maintenance.map((m) => [m.id, m]));

  return (f: PropertyAlertFact): { title: string; message: string; link: string } => {
    const d = f.daysRemaining;
    switch (f.alertType) {
      case 'contract_expiry': {
        const l = leases.get(f.recordId)!;
        const who = pick(lang, l.tenantNameAr, l.tenantNameEn);
        const when = en ? (d > 0 ? `in ${englishDays(d)}` : d === 0 ? 'today' : `${englishDays(-d)} ago`) : d > 1 ? `خلال ${arabicDays(d, true)}` : d === 1 ? 'غداً' : d === 0 ? 'اليوم' : `منذ ${arabicDays(-d, true)}`;
        return {
          title: en ? `Lease ${d < 0 ? 'ended' : d === 0 ? 'ends' : 'ending'} ${when}` : `عقد إيجار ${d < 0 ? 'انتهى' : 'ينتهي'} ${when}`,
          message: en ? `${l.leaseNumber}: ${who}, ${placeOf(l, lang)} (ends ${messageDate(l.endDate)})` : `${l.leaseNumber}: ${who}، ${placeOf(l, lang)} (ينتهي في ${messageDate(l.endDate)})`,
          link: `/properties/contracts/${l.id}`,
        };
      }
      case 'contract_renewal': {
        const l = leases.get(f.recordId)!;
        const who = pick(lang, l.tenantNameAr, l.tenantNameEn);
        return {
          title: en ? `Renewal opportunity: ${l.leaseNumber}` : `فرصة تجديد: ${l.leaseNumber}`,
          message: en
            ? `${who}'s lease of ${placeOf(l, lang)} ends in ${englishDays(d)} (${messageDate(l.endDate)}); monthly rent ${money(l.monthlyRent)}`
            : `ينتهي عقد ${who} في ${placeOf(l, lang)} خلال ${arabicDays(d, true)} (${messageDate(l.endDate)})؛ الإيجار الشهري ${money(l.monthlyRent)}`,
          link: `/properties/contracts/${l.id}`,
        };
      }
      case 'payment_overdue': {
        const r = rents.get(f.recordId)!;
        const who = pick(lang, r.tenantNameAr, r.tenantNameEn);
        return {
          title: en ? `Overdue rent: ${r.invoiceNumber}` : `إيجار متأخر: ${r.invoiceNumber}`,
          message: en
            ? `${money(r.owed)} from ${who} for ${placeOf(r, lang)}, ${englishDays(-d)} past due (${messageDate(r.dueDate)})`
            : `${money(r.owed)} على ${who} عن ${placeOf(r, lang)}، متأخر ${arabicDays(-d, false)} (استحقاق ${messageDate(r.dueDate)})`,
          link: `/properties/contracts/${r.leaseId}`,
        };
      }
      case 'vacant_property': {
        const v = vacant.get(f.recordId)!;
        const held = v.status === 'maintenance';
        const asking = v.rentPrice ? (en ? `; asking rent ${money(v.rentPrice)}` : `؛ الإيجار المطلوب ${money(v.rentPrice)}`) : '';
        return {
          title: en ? `Vacant for ${englishDays(-d)}: ${placeOf(v, lang)}` : `عقار شاغر منذ ${arabicDays(-d, true)}: ${placeOf(v, lang)}`,
          message: en ? `${v.propertyCode} has stood empty since ${v.vacantSince}${held ? ' (held for maintenance)' : ''}${asking}` : `${v.propertyCode} شاغر منذ ${v.vacantSince}${held ? ' (موقوف للصيانة)' : ''}${asking}`,
          link: `/properties/${v.propertyId}`,
        };
      }
      case 'maintenance_due': {
        const m = visits.get(f.recordId)!;
        const when = en ? (d > 0 ? `in ${englishDays(d)}` : d === 0 ? 'today' : `${englishDays(-d)} late`) : d > 1 ? `خلال ${arabicDays(d, true)}` : d === 1 ? 'غداً' : d === 0 ? 'اليوم' : `متأخرة ${arabicDays(-d, false)}`;
        return {
          title: en ? `Maintenance due: ${m.requestNumber}` : `صيانة مستحقة: ${m.requestNumber}`,
          message: en ? `${m.title}, ${placeOf(m, lang)}: scheduled ${m.scheduledFor} (${when})` : `${m.title}، ${placeOf(m, lang)}: موعدها ${m.scheduledFor} (${when})`,
          link: `/properties/maintenance/${m.id}`,
        };
      }
    }
  };
}
