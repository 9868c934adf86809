// Platform reference data every installation needs (not demo data): the subscription plans and
// the feature gates. Inserted when missing, never overwritten (the super admin edits them).
import type { Database } from '../db/client';
import { featureGates, subscriptionPlans } from '../db/schema';
import { ensurePlanPrices } from '../../modules/subscriptions/server/service';

const PLANS = [
  { planCode: 'free', name: 'Free trial', nameAr: 'تجربة مجانية', price: '0', maxUsers: 5, maxVehicles: 20, maxCustomers: 100, maxContracts: 100, storageLimitGb: 1, isDefault: true },
  { planCode: 'basic', name: 'Basic', nameAr: 'الأساسية', price: '49', maxUsers: 10, maxVehicles: 50, maxCustomers: 1000, maxContracts: 1000, storageLimitGb: 5 },
  { planCode: 'professional', name: 'Professional', nameAr: 'الاحترافية', price: '149', maxUsers: 50, maxVehicles: 300, maxCustomers: 10000, maxContracts: 10000, storageLimitGb: 25 },
  { planCode: 'enterprise', name: 'Enterprise', nameAr: 'المؤسسات', price: '399', maxUsers: null, maxVehicles: null, maxCustomers: null, maxContracts: null, storageLimitGb: 100 },
];

const GATES = [
  { featureCode: 'advanced_reports', featureName: 'Advanced reports', requiredPlans: ['professional', 'enterprise'] },
  { featureCode: 'electronic_signature', featureName: 'Electronic signature', requiredPlans: ['professional', 'enterprise'] },
  { featureCode: 'invoice_scanner', featureName: 'Invoice scanner (OCR)', requiredPlans: ['enterprise'] },
  { featureCode: 'api_access', featureName: 'API access', requiredPlans: ['enterprise'] },
  { featureCode: 'data_import', featureName: 'Data import', requiredPlans: ['free', 'basic', 'professional', 'enterprise'] },
];

export async function ensureReferenceData(db: Database): Promise<void> {
  await db.insert(subscriptionPlans).values(PLANS).onConflictDoNothing({ target: subscriptionPlans.planCode });
  await db.insert(featureGates).values(GATES).onConflictDoNothing({ target: featureGates.featureCode });
  await ensurePlanPrices(db);
}
