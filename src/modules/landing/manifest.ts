import { NO_PERMISSIONS, defineModule, label } from '../../core/modules';

/**
 * The public landing page's managed texts (DECISIONS 12, decision 008). The page itself is the
 * static `/` entry; its management page (/super-admin/landing-management) is declared with the
 * other console pages in platform-admin so the sidebar keeps the order of spec §2.
 */
export const landingModule = defineModule({
  id: 'landing',
  label: label('صفحة الهبوط', 'Landing page'),
  icon: 'file-text',
  description: label('نصوص الصفحة العامة التي يديرها مدير المنصة', 'The public page texts the platform team manages'),
  businessTypes: [],
  permissions: NO_PERMISSIONS,
  requiredModules: [],
  version: '1.0.0',
  routes: [],
  menu: [],
});
