import { ALL_BUSINESS_TYPES, ALL_MENUS, defineModule, label, rule } from '../../core/modules';

const support = label('الدعم الفني', 'Technical support');
const help = label('المساعدة', 'Help');

/** Always present: a company must be able to reach support even with every module switched off. */
export const supportModule = defineModule({
  id: 'support',
  label: support,
  icon: 'headset',
  description: label('تذاكر الدعم الفني ومركز المساعدة', 'Support tickets and the help centre'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: { view: [], manage: [] },
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [
    { path: '/support', label: support, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/support/ticket/:ticketId', label: label('تذكرة دعم', 'Support ticket'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/help', label: help, access: rule.signedIn, preload: 'none' },
  ],
  menu: [
    { path: '/support', label: support, icon: 'headset', order: 1, scopes: ALL_MENUS, section: 'support' },
    { path: '/help', label: help, icon: 'circle-help', order: 2, scopes: ALL_MENUS, section: 'support' },
  ],
});
