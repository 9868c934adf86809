// Demo data for `npm start` on an empty embedded database (issue: platform foundation §7):
// a super admin, a Kuwaiti car-rental company with one user per role, and a Qatari
// real-estate company. Every account's password is DEMO_PASSWORD.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { Role } from '../../core/permissions';
import { setScope } from '../tenancy/with-tenant';
import { MODULE_DEMO_SEEDS } from '../module-seeds';
import { addCompanyMember, addPlatformUser, createCompany, createUser, hashNewPassword } from '../platform/accounts';

export const DEMO_PASSWORD = 'Masar@2026';

type DemoMember = { email: string; role: Role; first: string; last: string; firstAr: string; lastAr: string; position: string; positionAr: string };

const RENTAL_MEMBERS: DemoMember[] = [
  { email: 'admin@rental.masar.test', role: 'company_admin', first: 'Khalid', last: 'Al-Sabah', firstAr: 'خالد', lastAr: 'الصباح', position: 'General manager', positionAr: 'المدير العام' },
  { email: 'manager@rental.masar.test', role: 'manager', first: 'Fahad', last: 'Al-Mutairi', firstAr: 'فهد', lastAr: 'المطيري', position: 'Operations manager', positionAr: 'مدير العمليات' },
  { email: 'accountant@rental.masar.test', role: 'accountant', first: 'Noura', last: 'Al-Ajmi', firstAr: 'نورة', lastAr: 'العجمي', position: 'Accountant', positionAr: 'محاسبة' },
  { email: 'fleet@rental.masar.test', role: 'fleet_manager', first: 'Yousef', last: 'Al-Enezi', firstAr: 'يوسف', lastAr: 'العنزي', position: 'Fleet manager', positionAr: 'مدير الأسطول' },
  { email: 'sales@rental.masar.test', role: 'sales_agent', first: 'Maryam', last: 'Al-Rashidi', firstAr: 'مريم', lastAr: 'الرشيدي', position: 'Sales agent', positionAr: 'مندوبة مبيعات' },
  { email: 'employee@rental.masar.test', role: 'employee', first: 'Ahmad', last: 'Al-Shammari', firstAr: 'أحمد', lastAr: 'الشمري', position: 'Counter staff', positionAr: 'موظف استقبال' },
];

const REALESTATE_MEMBERS: DemoMember[] = [
  { email: 'admin@realestate.masar.test', role: 'company_admin', first: 'Hamad', last: 'Al-Thani', firstAr: 'حمد', lastAr: 'آل ثاني', position: 'General manager', positionAr: 'المدير العام' },
  { email: 'accountant@realestate.masar.test', role: 'accountant', first: 'Aisha', last: 'Al-Kuwari', firstAr: 'عائشة', lastAr: 'الكواري', position: 'Accountant', positionAr: 'محاسبة' },
  { email: 'employee@realestate.masar.test', role: 'employee', first: 'Salem', last: 'Al-Marri', firstAr: 'سالم', lastAr: 'المري', position: 'Leasing officer', positionAr: 'موظف تأجير' },
];

export const DEMO_ACCOUNTS = [
  { email: 'super@masar.test', role: 'super_admin' as Role },
  ...[...RENTAL_MEMBERS, ...REALESTATE_MEMBERS].map((m) => ({ email: m.email, role: m.role })),
];

/** Seeds once: does nothing when any company exists. Returns whether it seeded. */
export async function seedDemo(db: Database, options: { scale?: number } = {}): Promise<boolean> {
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashNewPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const superId = await createUser(tx, { email: 'super@masar.test', name: 'Masar Admin', passwordHash });
    await addPlatformUser(tx, { userId: superId, email: 'super@masar.test', firstName: 'Masar', lastName: 'Admin', firstNameAr: 'مدير', lastNameAr: 'المنصة' });

    const companiesToSeed = [
      { members: RENTAL_MEMBERS, company: { name: 'Gulf Wheels Car Rental', nameAr: 'شركة عجلات الخليج لتأجير السيارات', businessType: 'car_rental' as const, country: 'KW', city: 'Kuwait City', phone: '+965 2222 3333', email: 'info@rental.masar.test' } },
      { members: REALESTATE_MEMBERS, company: { name: 'Doha Homes Real Estate', nameAr: 'دوحة هومز للعقارات', businessType: 'real_estate' as const, country: 'QA', city: 'Doha', phone: '+974 4444 5555', email: 'info@realestate.masar.test' } },
    ];
    for (const { company, members } of companiesToSeed) {
      // Scaled benchmark data outgrows the professional plan's limits: it runs on enterprise.
      const planCode = (options.scale ?? 1) > 1 ? 'enterprise' : 'professional';
      const companyId = await createCompany(tx, { ...company, trial: false, planCode, setupDismissed: true });
      await setScope(tx, { companyId, userId: superId });
      for (const m of members) {
        const userId = await createUser(tx, { email: m.email, name: `${m.first} ${m.last}`, passwordHash });
        await addCompanyMember(tx, {
          userId,
          companyId,
          role: m.role,
          email: m.email,
          firstName: m.first,
          lastName: m.last,
          firstNameAr: m.firstAr,
          lastNameAr: m.lastAr,
          position: m.position,
          positionAr: m.positionAr,
          grantedBy: superId,
        });
      }
      for (const seedModule of MODULE_DEMO_SEEDS) await seedModule(tx, { companyId, businessType: company.businessType, scale: options.scale ?? 1 });
    }
  });
  // Fresh statistics, and the trigram (GIN) indexes' pending lists merged, so the planner uses
  // the list and search indexes from the first request (PGlite has no autovacuum to do it later).
  await db.execute(sql`vacuum analyze`);
  return true;
}
