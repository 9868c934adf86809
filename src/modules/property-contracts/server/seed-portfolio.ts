// The real-estate demo's portfolio, made through the modules' own services with the bodies their
// APIs would accept: owners (IBAN, commission), buildings with their units and stand-alone
// properties around Doha (each listed on its own day, so its vacancy counts from there), and
// tenants (people and businesses, each a customer with a tenant profile).
import type { Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { createOwner } from '../../owners/server/service';
import { ownerInput } from '../../owners/server/schemas';
import { createProperty } from '../../properties/server/property-service';
import { propertyInput } from '../../properties/server/schemas';
import { createTenant } from '../../tenants/server/service';
import { tenantInput } from '../../tenants/server/schemas';
import { BANKS, BUILDINGS, businessName, DISTRICTS, EMPLOYERS, EXPATS, OCCUPATIONS, OWNERS, pick, qatarIban, QATARI_FAMILY, QATARI_FIRST, STANDALONE, type Rand } from './seed-data';

export type SeedWho = { companyId: string; userId: string };

/** A property a lease can hold (a unit, or a property leased as a whole). */
export type Leasable = { id: string; kind: string; usage: 'residential' | 'commercial'; rent: number; ownerId: string | null; listedOn: string };
export type Tenant = { id: string; corporate: boolean };

/** `copy` tells the copies of a scaled demo apart (names, IDs, phones stay unique). */
const suffix = (copy: number) => (copy ? ` ${copy + 1}` : '');
const round = (n: number, to: number) => Math.round(n / to) * to;
const between = (rand: Rand, [lo, hi]: readonly [number, number]) => round(lo + rand() * (hi - lo), 500);
const place = (rand: Rand, d: keyof typeof DISTRICTS) => ({ latitude: DISTRICTS[d][2] + (rand() - 0.5) * 0.012, longitude: DISTRICTS[d][3] + (rand() - 0.5) * 0.012 });

export async function seedOwners(tx: Tx, who: SeedWho, rand: Rand, copy: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, o] of OWNERS.entries()) {
    const n = copy * OWNERS.length + i;
    const [bank, bankAr] = BANKS[n % BANKS.length]!;
    const body = ownerInput.parse({
      ownerType: o.type,
      nameAr: `${o.nameAr}${suffix(copy)}`,
      nameEn: `${o.nameEn}${suffix(copy)}`,
      civilId: o.type === 'individual' ? `2${60 + (n % 30)}634${String(10_000 + n).slice(-5)}` : undefined,
      commercialRegister: o.type === 'company' ? String(40_000 + n * 37) : undefined,
      nationality: o.type === 'individual' ? 'قطري' : undefined,
      phone: `+974 55${String(100_000 + n * 7_919).slice(-6)}`,
      email: `owner${n + 1}@owners.example`,
      address: `${pick(rand, Object.values(DISTRICTS))[0]}، الدوحة`,
      bankName: bankAr,
      iban: qatarIban(bank, 1_000_000_000 + n * 104_729),
      commissionRate: String(o.commission),
    });
    ids.push((await createOwner(tx, who, body)).id);
  }
  return ids;
}

type PropertyCtx = SeedWho & { currency: 'QAR'; today: string };

/** Buildings with their units, then stand-alone properties; `start` is the first day of the demo's history. */
export async function seedProperties(tx: Tx, who: SeedWho, rand: Rand, copy: number, owners: readonly string[], start: string): Promise<Leasable[]> {
  const out: Leasable[] = [];
  const ctx = (today: string): PropertyCtx => ({ ...who, currency: 'QAR', today });
  for (const b of BUILDINGS) {
    // The newest building came to the market a few months ago; the others before the history starts.
    const listedOn = b.district === 'lusail' ? addDays(start, 420) : addDays(start, -Math.floor(rand() * 40));
    const ownerId = b.owner === null ? null : owners[b.owner]!;
    const [districtAr, districtEn] = DISTRICTS[b.district];
    const building = await createProperty(
      tx,
      propertyInput.parse({
        nameAr: `${b.nameAr}${suffix(copy)}`,
        nameEn: `${b.nameEn}${suffix(copy)}`,
        propertyType: 'building',
        usage: b.kind === 'office' ? 'commercial' : 'residential',
        ownerId,
        city: 'الدوحة',
        district: districtAr,
        address: `${districtAr}، الدوحة — ${districtEn}, Doha`,
        floors: b.floors,
        parkingSpaces: b.units * 2,
        features: b.kind === 'office' ? ['central_ac', 'elevator', 'security', 'covered_parking'] : ['central_ac', 'elevator', 'gym', 'shared_pool', 'security', 'covered_parking'],
        ...place(rand, b.district),
      }),
      ctx(listedOn),
    );
    const units = [...Array.from({ length: b.units }, (_, i) => ({ kind: b.kind, i })), ...Array.from({ length: b.shops ?? 0 }, (_, i) => ({ kind: 'retail' as const, i }))];
    for (const u of units) {
      const floor = u.kind === 'retail' ? 0 : 2 + Math.floor((u.i * (b.floors - 2)) / Math.max(1, b.units));
      const number = u.kind === 'retail' ? `G-0${u.i + 1}` : `${floor}${String((u.i % 4) + 1).padStart(2, '0')}`;
      const bedrooms = u.kind === 'apartment' ? 1 + (u.i % 3) : null;
      const rent = u.kind === 'apartment' ? between(rand, [b.rent[0] + (bedrooms! - 1) * 2000, Math.min(b.rent[1], b.rent[0] + bedrooms! * 2500)]) : between(rand, b.rent);
      const label = { apartment: ['شقة', 'Apartment'], office: ['مكتب', 'Office'], retail: ['محل', 'Shop'] }[u.kind];
      const unit = await createProperty(
        tx,
        propertyInput.parse({
          parentId: building.id,
          unitNumber: number,
          nameAr: `${label[0]} ${number}`,
          nameEn: `${label[1]} ${number}`,
          propertyType: u.kind,
          usage: u.kind === 'apartment' ? 'residential' : 'commercial',
          floorNumber: floor,
          bedrooms,
          bathrooms: bedrooms ? bedrooms + 1 : 1,
          areaSqm: String(u.kind === 'apartment' ? 55 + bedrooms! * 35 : u.kind === 'office' ? 120 + u.i * 20 : 70),
          furnished: u.kind === 'apartment' && u.i % 4 === 1,
          features: u.kind === 'apartment' ? (u.i % 2 ? ['balcony', 'kitchen_appliances'] : ['balcony', 'sea_view', 'kitchen_appliances']) : ['internet'],
          rentPrice: String(rent),
        }),
        ctx(listedOn),
      );
      out.push({ id: unit.id, kind: u.kind, usage: u.kind === 'apartment' ? 'residential' : 'commercial', rent, ownerId, listedOn });
    }
  }
  for (const [i, p] of STANDALONE.entries()) {
    const ownerId = i % 4 === 3 ? null : owners[i % owners.length]!;
    const rent = between(rand, p.rent);
    const listedOn = i % 9 === 4 ? addDays(start, 200 + Math.floor(rand() * 300)) : addDays(start, -Math.floor(rand() * 40));
    const [districtAr, districtEn] = DISTRICTS[p.district];
    const home = p.kind === 'villa' || p.kind === 'apartment';
    const row = await createProperty(
      tx,
      propertyInput.parse({
        nameAr: `${p.nameAr}${suffix(copy)}`,
        nameEn: `${p.nameEn}${suffix(copy)}`,
        propertyType: p.kind,
        ownerId,
        city: 'الدوحة',
        district: districtAr,
        address: `${districtAr}، الدوحة — ${districtEn}, Doha`,
        areaSqm: String(p.area),
        bedrooms: p.bedrooms ?? null,
        bathrooms: p.bedrooms ? p.bedrooms + 1 : null,
        floors: p.kind === 'villa' ? 2 : null,
        parkingSpaces: p.kind === 'villa' ? 3 : p.kind === 'warehouse' ? 6 : null,
        features: p.kind === 'villa' ? ['central_ac', 'garden', 'maid_room', 'driver_room', ...(i % 3 === 0 ? (['private_pool'] as const) : [])] : home ? ['split_ac', 'balcony'] : p.kind === 'land' ? [] : ['central_ac'],
        rentPrice: String(rent),
        ...place(rand, p.district),
      }),
      ctx(listedOn),
    );
    out.push({ id: row.id, kind: p.kind, usage: home ? 'residential' : 'commercial', rent, ownerId, listedOn });
  }
  return out;
}

/** People (Qatari and expatriate, with employer and income) and businesses, `count` in all. */
export async function seedTenants(tx: Tx, who: SeedWho, rand: Rand, copy: number, count: number, businesses: number, today: string): Promise<Tenant[]> {
  const out: Tenant[] = [];
  for (let i = 0; i < count; i++) {
    const n = copy * count + i;
    const phone = `+974 ${[3, 5, 6, 7][n % 4]}${String(1_000_000 + ((n * 104_729) % 8_999_999)).padStart(7, '0')}`;
    if (i < businesses) {
      const [nameAr, nameEn] = businessName(n);
      const body = tenantInput.parse({ customerType: 'corporate', nameAr: `${nameAr}${suffix(copy)}`, nameEn: `${nameEn}${suffix(copy)}`, phone, email: `accounts${n + 1}@tenants.example`, commercialRegister: String(120_000 + n * 13), contactPerson: pick(rand, QATARI_FIRST)[0], city: 'الدوحة' });
      out.push({ id: (await createTenant(tx, who, body)).id, corporate: true });
      continue;
    }
    const qatari = i % 10 < 3;
    const group = qatari ? null : EXPATS[n % EXPATS.length]!;
    const [firstAr, firstEn] = pick(rand, group ? group.first : QATARI_FIRST);
    const [familyAr, familyEn] = pick(rand, group ? group.family : QATARI_FAMILY);
    const born = 70 + Math.floor(rand() * 28);
    const [employerAr] = pick(rand, EMPLOYERS);
    const body = tenantInput.parse({
      nameAr: `${firstAr} ${familyAr}`,
      nameEn: `${firstEn} ${familyEn}`,
      phone,
      nationality: group ? group.nationality : 'قطري',
      civilId: `2${born}${group ? group.code : '634'}${String(10_000 + n).slice(-5)}`,
      civilIdExpiry: addDays(today, 60 + Math.floor(rand() * 1_000)),
      city: 'الدوحة',
      employer: employerAr,
      occupation: pick(rand, OCCUPATIONS),
      monthlyIncome: String(round(15_000 + rand() * 45_000, 1_000)),
      emergencyContactName: `${pick(rand, group ? group.first : QATARI_FIRST)[0]} ${familyAr}`,
      emergencyContactPhone: `+974 ${[3, 5, 6, 7][(n + 1) % 4]}${String(2_000_000 + ((n * 7_919) % 7_999_999)).padStart(7, '0')}`,
    });
    out.push({ id: (await createTenant(tx, who, body)).id, corporate: false });
  }
  return out;
}
