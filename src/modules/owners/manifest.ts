import { defineModule, label, rule } from '../../core/modules';

const title = label('الملاك', 'Owners');

export const ownersModule = defineModule({
  id: 'owners',
  label: title,
  icon: 'key-round',
  description: label('ملاك العقارات وحساباتهم', 'Property owners and their statements'),
  businessTypes: ['real_estate'],
  permissions: { view: ['operations.owners.read'], manage: ['operations.owners.write'] },
  requiredModules: [],
  version: '1.0.0',
  routes: [
    { path: '/owners', label: title, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/owners/:id', label: label('المالك', 'Owner'), access: rule.signedIn, preload: 'none', browse: true },
  ],
  menu: [{ path: '/owners', label: title, icon: 'key-round', order: 30, scopes: ['real_estate', 'generated'] }],
});
