// Revenue, cost and profit per vehicle (decision 042): rental revenue − maintenance − depreciation
// − unrecovered fines − financing interest, each read from the module that owns it (journal lines
// carry no vehicle, so the ledger itself gives only what is posted against a vehicle party: the
// depreciation column).
import { moneyOut, subtractMoney, sumMoney } from '../../../core/money';
import { revenueByContract } from '../../billing/server';
import { vehiclesOfContracts } from '../../contracts/server';
import { bi, rangeSubtitle, vehicleLedgerCosts, type ReportTable } from '../../finance/server';
import { maintenanceCostByVehicle } from '../../maintenance/server';
import { fineTotalsByVehicle } from '../../traffic-fines/server';
import { financingInterestByVehicle } from '../../vehicle-installments/server';
import { companyCars, type ReportCtx } from './context';
import { inTurn } from '../../../server/db/in-turn';

const FIGURES = ['revenue', 'maintenance', 'depreciation', 'fines', 'interest', 'profit'] as const;
type Figures = Record<(typeof FIGURES)[number], string>;

export async function profitReport(ctx: ReportCtx) {
  const { tx, companyId, from, to, fromAt, toAt, currency } = ctx;
  const [cars, revenue, maintenance, depreciation, fines, interest] = await inTurn([
    () => companyCars(ctx),
    () => revenueByContract(tx, companyId, from, to),
    () => maintenanceCostByVehicle(tx, companyId, fromAt, toAt),
    () => vehicleLedgerCosts(tx, companyId, from, to),
    () => fineTotalsByVehicle(tx, companyId, fromAt, toAt),
    () => financingInterestByVehicle(tx, companyId, from, to, currency),
  ]);
  const carOf = await vehiclesOfContracts(tx, companyId, revenue.map((r) => r.contractId));
  const revenueOf = new Map<string, string[]>();
  for (const r of revenue) {
    const car = carOf.get(r.contractId);
    if (car) revenueOf.set(car, [...(revenueOf.get(car) ?? []), r.revenue]);
  }
  const maintOf = new Map(maintenance.map((m) => [m.vehicleId, m.cost]));
  const finesOf = new Map(fines.map((f) => [f.vehicleId, f.unrecovered]));
  const money = (v: string) => moneyOut(v, currency)!;
  const vehicles = cars
    .map((c) => {
      const f = {
        revenue: sumMoney(revenueOf.get(c.id) ?? []),
        maintenance: maintOf.get(c.id) ?? '0',
        depreciation: depreciation.get(c.id) ?? '0',
        fines: finesOf.get(c.id) ?? '0',
        interest: interest.get(c.id) ?? '0',
      };
      const profit = subtractMoney(f.revenue, sumMoney([f.maintenance, f.depreciation, f.fines, f.interest]));
      const out: Figures = { revenue: money(f.revenue), maintenance: money(f.maintenance), depreciation: money(f.depreciation), fines: money(f.fines), interest: money(f.interest), profit: money(profit) };
      return { vehicleId: c.id, plate: c.plate, make: c.make, model: c.model, active: c.inFleetFrom <= to, ...out };
    })
    .filter((v) => v.active || FIGURES.some((k) => Number(v[k]) !== 0))
    .map(({ active: _active, ...v }) => v);
  const totals = Object.fromEntries(FIGURES.map((k) => [k, money(sumMoney(vehicles.map((v) => v[k])))])) as Figures;
  return { from, to, currency, vehicles, totals };
}

export function profitTable(r: Awaited<ReturnType<typeof profitReport>>): ReportTable {
  const cols: Array<[(typeof FIGURES)[number], string, string]> = [
    ['revenue', 'إيراد التأجير', 'Rental revenue'],
    ['maintenance', 'الصيانة', 'Maintenance'],
    ['depreciation', 'الإهلاك', 'Depreciation'],
    ['fines', 'مخالفات غير مستردة', 'Unrecovered fines'],
    ['interest', 'فوائد التمويل', 'Finance interest'],
    ['profit', 'الربح', 'Profit'],
  ];
  return {
    title: bi('ربحية المركبات', 'Profit per vehicle'),
    subtitle: rangeSubtitle({ from: r.from, to: r.to }, null),
    currency: r.currency,
    columns: [{ key: 'name', label: bi('المركبة', 'Vehicle'), kind: 'text' }, ...cols.map(([key, ar, en]) => ({ key, label: bi(ar, en), kind: 'money' as const }))],
    rows: r.vehicles.map((v) => ({ cells: { name: `${v.plate} — ${v.make} ${v.model}`, ...Object.fromEntries(cols.map(([k]) => [k, v[k]])) } })),
    totals: [{ cells: { name: bi('الإجمالي', 'Total'), ...Object.fromEntries(cols.map(([k]) => [k, r.totals[k]])) }, style: 'total' }],
  };
}
