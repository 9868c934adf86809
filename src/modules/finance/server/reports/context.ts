// What every report reads first: the company currency, the chart, the cost centre's name.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { companyContext } from '../../../../server/http/fields';
import type { CurrencyCode } from '../../../../core/money';
import { costCenters } from '../accounts/tables';
import { loadChart, type ChartAccount } from './chart';
import type { ReportQuery } from './period';
import { filterNote, type Bilingual } from './table';
import { inTurn } from '../../../../server/db/in-turn';

export type ReportContext = { tx: Tx; companyId: string; currency: CurrencyCode; chart: ChartAccount[]; q: ReportQuery; filterNote: Bilingual | null };

export async function reportContext(tx: Tx, companyId: string, q: ReportQuery): Promise<ReportContext> {
  const [{ currency }, chart, centre] = await inTurn([
    () => companyContext(tx),
    () => loadChart(tx, companyId),
    () => q.filters.costCenterId
      ? tx.select({ ar: costCenters.nameAr, en: costCenters.nameEn }).from(costCenters).where(and(eq(costCenters.companyId, companyId), eq(costCenters.id, q.filters.costCenterId)))
      : Promise.resolve([]),
  ]);
  const name = centre[0] ? { ar: centre[0].ar, en: centre[0].en ?? centre[0].ar } : null;
  return { tx, companyId, currency, chart, q, filterNote: filterNote(q.filters, name) };
}
