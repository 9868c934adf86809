import { ALL_MENUS, defineModule, label, rule } from '../../core/modules';

const advisor = label('المستشار القانوني', 'Legal advisor');
const cases = label('متابعة القضايا', 'Case tracking');
const access = rule.permission('legal.cases.read');

export const legalModule = defineModule({
  id: 'legal',
  label: label('الشؤون القانونية', 'Legal affairs'),
  icon: 'scale',
  description: label('القضايا والمراسلات والاستشارات القانونية', 'Cases, correspondence and legal advice'),
  businessTypes: ['car_rental', 'real_estate'],
  permissions: { view: ['legal.cases.read', 'legal.correspondence.read'], manage: ['legal.cases.write', 'legal.correspondence.write'] },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    { path: '/legal/advisor', label: advisor, access, preload: 'none' },
    { path: '/legal/cases', label: cases, access, preload: 'none' },
  ],
  menuGroups: [{ id: 'legal', label: label('الشؤون القانونية', 'Legal affairs'), icon: 'scale', openPrefixes: ['/legal'], order: 70, scopes: ALL_MENUS }],
  menu: [
    { path: '/legal/advisor', label: advisor, icon: 'gavel', order: 1, scopes: ALL_MENUS, group: 'legal' },
    { path: '/legal/cases', label: cases, icon: 'scale', order: 2, scopes: ALL_MENUS, group: 'legal' },
  ],
});
