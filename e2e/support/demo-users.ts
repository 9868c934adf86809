/** The demo accounts seeded with SEED_DEMO=true (server seed), and what a user sees after signing in. */
export const DEMO_PASSWORD = 'Masar@2026';

export type DemoUser = { email: string; roleLabel: string; hasCompany: boolean };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'super@masar.test', roleLabel: 'مدير النظام', hasCompany: false },
  { email: 'admin@rental.masar.test', roleLabel: 'مدير الشركة', hasCompany: true },
  { email: 'manager@rental.masar.test', roleLabel: 'مدير', hasCompany: true },
  { email: 'accountant@rental.masar.test', roleLabel: 'محاسب', hasCompany: true },
  { email: 'fleet@rental.masar.test', roleLabel: 'مدير الأسطول', hasCompany: true },
  { email: 'sales@rental.masar.test', roleLabel: 'مندوب مبيعات', hasCompany: true },
  { email: 'employee@rental.masar.test', roleLabel: 'موظف', hasCompany: true },
  { email: 'admin@realestate.masar.test', roleLabel: 'مدير الشركة', hasCompany: true },
];

export const RENTAL_COMPANY_AR = 'شركة عجلات الخليج لتأجير السيارات';

/** Created by `scripts/create-super-admin.ts` in the e2e global setup: must change the password first. */
export const FORCED_CHANGE_USER = { email: 'owner@masar.test', password: 'Temporary-2026' } as const;
