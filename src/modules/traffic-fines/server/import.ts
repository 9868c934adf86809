// Importing an authority's sheet of fines. Each row is read on its own (core/fleet readRow);
// rows with errors are named by their sheet row and field, numbers already recorded (or twice
// in the file) are skipped and reported, and the good rows are inserted and matched together
// in the request's one transaction: a failure there writes none of them.
import type { Tx } from '../../../server/db/client';
import { batches } from '../../../server/db/batches';
import { zonedInstant } from '../../../core/dates/zone';
import { REQUIRED_IMPORT_FIELDS, readRow, type ImportedFine, type ImportField, type ImportMapping, type RowError } from '../../../core/fleet';
import { parseMoney } from '../../../core/money';
import { AppError } from '../../../server/http/errors';
import { vehiclesByPlates } from '../../fleet/server/service';
import { autoMatches, existingNumbers, type Who } from './service';
import { trafficViolations } from './tables';
import type { SheetRow } from './sheet';

export type ImportResult = {
  imported: Array<{ row: number; id: string; violationNumber: string; responsible: string; contractNumber: string | null }>;
  errors: Array<{ row: number; field: ImportField; code: RowError['code'] | 'plate_unknown' }>;
  duplicates: Array<{ row: number; violationNumber: string }>;
};

export async function importFines(tx: Tx, input: { mapping: ImportMapping; rows: readonly SheetRow[] }, who: Who): Promise<ImportResult> {
  if (REQUIRED_IMPORT_FIELDS.some((f) => input.mapping[f] === undefined)) throw new AppError(400, 'mapping_incomplete', { mapping: 'mapping_incomplete' });
  const result: ImportResult = { imported: [], errors: [], duplicates: [] };
  const read = input.rows.map((r) => ({ row: r.row, out: readRow(r.cells, input.mapping) }));
  const good = read.flatMap((r) => (r.out.ok ? [{ row: r.row, fine: r.out.fine }] : (r.out.errors.forEach((e) => result.errors.push({ row: r.row, field: e.field, code: e.code })), [])));
  const vehicles = await vehiclesByPlates(tx, good.map((g) => g.fine.plate));
  const known = await existingNumbers(tx, good.map((g) => g.fine.violationNumber));
  const seen = new Set<string>();
  const ready: Array<(typeof good)[number] & { vehicle: { id: string; plateNumber: string }; at: Date }> = [];
  for (const g of good) {
    const vehicle = vehicles.get(g.fine.plate);
    if (known.has(g.fine.violationNumber) || seen.has(g.fine.violationNumber)) {
      result.duplicates.push({ row: g.row, violationNumber: g.fine.violationNumber });
      continue;
    }
    if (!vehicle) {
      result.errors.push({ row: g.row, field: 'plate', code: 'plate_unknown' });
      continue;
    }
    seen.add(g.fine.violationNumber);
    ready.push({ ...g, vehicle, at: zonedInstant(g.fine.local, who.ctx.timezone) });
  }
  const rows = await insertMatched(tx, ready.map((r) => ({ ...r.fine, vehicleId: r.vehicle.id, plate: r.vehicle.plateNumber, at: r.at })), who, 'import');
  rows.forEach((row, i) => result.imported.push({ row: ready[i]!.row, id: row.id, violationNumber: row.violationNumber, responsible: row.responsible, contractNumber: row.contractNumber }));
  return sortResult(result);
}

export type MatchedFine = Omit<ImportedFine, 'local' | 'plate'> & { vehicleId: string; plate: string; at: Date; description?: string | null; notes?: string | null };

/** Inserts fines (numbers already checked free) matched together: one read of the rentals, one insert. */
export async function insertMatched(tx: Tx, fines: readonly MatchedFine[], who: Who, source: 'import' | 'seed') {
  if (!fines.length) return [];
  const matches = await autoMatches(tx, fines.map((f) => ({ vehicleId: f.vehicleId, at: f.at })));
  const values = fines.map((f, i) => ({
    companyId: who.companyId,
    violationNumber: f.violationNumber,
    vehicleId: f.vehicleId,
    plate: f.plate,
    violatedAt: f.at,
    location: f.location,
    violationType: f.violationType,
    description: f.description ?? null,
    authority: f.authority,
    amount: parseMoney(f.amount, who.ctx.currency),
    points: f.points,
    notes: f.notes ?? null,
    source,
    ...matches[i]!,
    createdBy: who.userId,
  }));
  const rows = [];
  for (const batch of batches(values, 1000)) {
    rows.push(
      ...(await tx
        .insert(trafficViolations)
        .values(batch)
        .returning({ id: trafficViolations.id, violationNumber: trafficViolations.violationNumber, responsible: trafficViolations.responsible, contractId: trafficViolations.contractId })),
    );
  }
  return rows.map((r, i) => ({ ...r, contractNumber: matches[i]!.matchDetail.contractNumber ?? null }));
}

function sortResult(r: ImportResult): ImportResult {
  r.errors.sort((a, b) => a.row - b.row);
  return r;
}
