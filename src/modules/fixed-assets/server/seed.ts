// Demo fixed assets of the car-rental company (issue 18): four categories (rental cars, furniture,
// computers, the office fit-out), eight assets — the three financed cars (their cost is already in
// the books through the financing) and a fourth car, office furniture, computers on declining
// balance, the fit-out, and a copier sold two months ago — and every month's depreciation run from
// the first asset's month to last month, made through the service as the accountant under row-level
// security. Deterministic: dates count from the seed's clock (`now`), vehicles are the first by plate.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { addMonthsToMonth } from '../../../core/assets';
import { addMonths } from '../../../core/leasing';
import { resolveCurrency } from '../../../core/money';
import { assetInput, categoryInput } from './schemas';
import { createAsset, createCategory, disposeAsset, postRun, type Who } from './service';

export async function seedFixedAssetsDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const [company] = await queryRows<{ timezone: string; currency: string; userId: string | null }>(
    tx,
    sql`select c.timezone, c.currency, (select r.user_id from user_roles r where r.company_id = c.id and r.role in ('accountant','company_admin') order by r.role = 'accountant' desc, r.user_id limit 1) as "userId" from companies c where c.id = ${ctx.companyId}`,
  );
  const cars = await queryRows<{ id: string; total: string; activatedOn: string | null }>(
    tx,
    sql`select v.id, coalesce(round(a.total / (select count(*) from financing_agreement_vehicles x where x.agreement_id = a.id), 3)::text, '6500') as total, a.activated_on::text as "activatedOn"
        from vehicles v left join financing_agreement_vehicles fv on fv.vehicle_id = v.id left join financing_agreements a on a.id = fv.agreement_id
        where v.company_id = ${ctx.companyId} order by v.plate_number, v.id limit 4`,
  );
  const accounts = new Map((await queryRows<{ code: string; id: string }>(tx, sql`select code, id from ledger_accounts where company_id = ${ctx.companyId}`)).map((a) => [a.code, a.id]));
  if (!company || cars.length < 4) return;
  const today = localDate(ctx.now ?? new Date(), company.timezone);
  const who: Who = { companyId: ctx.companyId, userId: company.userId, today, currency: resolveCurrency(company.currency) };
  const ago = (months: number) => addMonths(today, -months);
  if (who.userId) await tx.execute(sql`select set_config('app.user_id', ${who.userId}, true)`);
  await tx.execute(sql`set local role app_user`);
  try {
    const cat = async (nameAr: string, nameEn: string, life: number, method: 'straight_line' | 'declining_balance', codes?: [string, string, string]) =>
      createCategory(
        tx,
        categoryInput.parse({ nameAr, nameEn, defaultLifeMonths: life, defaultMethod: method, ...(codes ? { costAccountId: accounts.get(codes[0]) ?? null, accumulatedAccountId: accounts.get(codes[1]) ?? null, expenseAccountId: accounts.get(codes[2]) ?? null } : {}) }),
        who,
      );
    // Rental cars post to the fleet's own accounts; furniture keeps the mapping keys' defaults.
    const carsCat = await cat('سيارات التأجير', 'Rental cars', 48, 'straight_line', ['120401', '120205', '5106']);
    const furniture = await cat('الأثاث والتجهيزات المكتبية', 'Office furniture and fixtures', 60, 'straight_line');
    const computers = await cat('أجهزة الحاسب الآلي', 'Computer equipment', 36, 'declining_balance', ['120104', '120203', '5212']);
    const fitOut = await cat('تجهيزات المباني المستأجرة', 'Leasehold fit-out', 120, 'straight_line', ['120102', '120201', '5212']);

    const add = (input: Record<string, unknown>) => createAsset(tx, assetInput.parse(input), who);
    // The financed cars: bought when their financing was activated, their cost already posted by it.
    for (const [i, car] of cars.slice(0, 3).entries()) {
      const bought = car.activatedOn ?? ago(4);
      await add({ nameAr: `سيارة تأجير ${i + 1}`, nameEn: `Rental car ${i + 1}`, categoryId: carsCat.id, purchaseDate: bought, cost: car.total, salvageValue: '2000', vehicleId: car.id, acquisitionMethod: 'already_recorded' });
    }
    await add({ nameAr: 'سيارة التوصيل والاستلام', nameEn: 'Delivery and collection car', categoryId: carsCat.id, purchaseDate: ago(20), cost: '6500', salvageValue: '1500', vehicleId: cars[3]!.id, acquisitionMethod: 'opening_balance' });
    await add({ nameAr: 'أثاث المكتب الرئيسي', nameEn: 'Head office furniture', categoryId: furniture.id, purchaseDate: ago(14), cost: '3200', salvageValue: '200', acquisitionMethod: 'bank_transfer' });
    await add({ nameAr: 'أجهزة حاسب وطابعات الفروع', nameEn: 'Branch computers and printers', categoryId: computers.id, purchaseDate: ago(10), cost: '2400', acquisitionMethod: 'card' });
    await add({ nameAr: 'تجهيزات مكتب فرع المطار', nameEn: 'Airport branch office fit-out', categoryId: fitOut.id, purchaseDate: ago(24), cost: '18000', acquisitionMethod: 'opening_balance', notes: 'ديكور وإنارة وتكييف' });
    const copier = await add({ nameAr: 'آلة تصوير مستندات', nameEn: 'Document copier', categoryId: furniture.id, purchaseDate: ago(22), cost: '1200', lifeMonths: 36, acquisitionMethod: 'cash' });

    // Every month from the fit-out's first to last month; the copier is sold two months ago.
    const last = addMonthsToMonth(today.slice(0, 7), -1);
    const sold = ago(2);
    for (let month = ago(24).slice(0, 7); month <= last; month = addMonthsToMonth(month, 1)) {
      await postRun(tx, month, who);
      if (month === sold.slice(0, 7)) await disposeAsset(tx, copier.id, { date: sold, proceeds: '450', method: 'cash', notes: 'بيعت لمكتب خدمات' }, who);
    }
  } finally {
    await tx.execute(sql`reset role`);
  }
}
