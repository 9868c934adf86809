import { ALL_BUSINESS_TYPES, NO_PERMISSIONS, defineModule, label, rule } from '../../core/modules';

/**
 * Plans, feature gates, subscription records and plan limits. The company sees its plan, usage and
 * history on /subscription; the super admin manages plans and payments from /super-admin/payments
 * (declared with the other console pages in platform-admin, in the sidebar order of spec §2).
 */
export const subscriptionsModule = defineModule({
  id: 'subscriptions',
  label: label('الاشتراكات', 'Subscriptions'),
  icon: 'credit-card',
  description: label('الخطة الحالية والاستخدام مقابل الحدود وسجل الاشتراكات', 'The current plan, usage against its limits and the subscription history'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: NO_PERMISSIONS,
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [{ path: '/subscription', label: label('الاشتراك', 'Subscription'), access: rule.signedIn, preload: 'none', browse: true }],
  menu: [],
});
