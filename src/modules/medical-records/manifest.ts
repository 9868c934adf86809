import { defineModule, label, rule } from '../../core/modules';

const title = label('السجلات الطبية', 'Medical records');

/** Part of the generated menu of the other business types (spec §2). */
export const medicalRecordsModule = defineModule({
  id: 'medical_records',
  label: title,
  icon: 'clipboard-list',
  description: label('التشخيصات والوصفات والزيارات', 'Diagnoses, prescriptions and visits'),
  businessTypes: ['medical'],
  permissions: { view: [], manage: [] },
  requiredModules: ['patients'],
  version: '1.0.0',
  routes: [{ path: '/medical-records', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/medical-records', label: title, icon: 'clipboard-list', order: 30, scopes: ['generated'] }],
});
