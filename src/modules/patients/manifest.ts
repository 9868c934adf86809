import { defineModule, label, rule } from '../../core/modules';

const title = label('المرضى', 'Patients');

/** Part of the generated menu of the other business types (spec §2). */
export const patientsModule = defineModule({
  id: 'patients',
  label: title,
  icon: 'stethoscope',
  description: label('ملفات المرضى وبياناتهم', 'Patient files and details'),
  businessTypes: ['medical'],
  permissions: { view: [], manage: [] },
  requiredModules: [],
  version: '1.0.0',
  routes: [{ path: '/patients', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/patients', label: title, icon: 'stethoscope', order: 20, scopes: ['generated'] }],
});
