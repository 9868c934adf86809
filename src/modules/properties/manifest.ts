import { defineModule, label, rule } from '../../core/modules';

const list = label('قائمة العقارات', 'Properties');
const map = label('خريطة العقارات', 'Properties map');
const maintenance = label('صيانة العقارات', 'Property maintenance');
const byPermission = rule.any(rule.companyAdmin, rule.permission('operations.properties.read'));

export const propertiesModule = defineModule({
  id: 'properties',
  label: label('إدارة العقارات', 'Property management'),
  icon: 'building-2',
  description: label('العقارات والوحدات وحالتها وصيانتها', 'Properties, units, their status and maintenance'),
  businessTypes: ['real_estate'],
  permissions: { view: ['operations.properties.read'], manage: ['operations.properties.write'] },
  requiredModules: [],
  version: '1.0.0',
  // Spec §2 opens the property pages to any signed-in user; property maintenance is marked
  // company-admin, which DECISIONS 17 reads as "or whoever holds the properties permission".
  routes: [
    { path: '/properties', label: list, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/properties/add', label: label('إضافة عقار', 'Add a property'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/properties/:id', label: label('تفاصيل العقار', 'Property details'), access: rule.signedIn, preload: 'none', browse: true },
    { path: '/properties/:id/edit', label: label('تعديل العقار', 'Edit a property'), access: byPermission, preload: 'none', browse: true },
    { path: '/properties/map', label: map, access: rule.signedIn, preload: 'none', browse: true },
    { path: '/properties/maintenance', label: maintenance, access: byPermission, preload: 'none', browse: true },
    { path: '/properties/maintenance/:id', label: label('طلب صيانة', 'Maintenance request'), access: byPermission, preload: 'none', browse: true },
  ],
  menuGroups: [
    { id: 'properties', label: label('إدارة العقارات', 'Property management'), icon: 'building-2', openPrefixes: ['/properties'], order: 10, scopes: ['real_estate'] },
  ],
  menu: [
    { path: '/properties', label: list, icon: 'building-2', order: 1, scopes: ['real_estate'], group: 'properties' },
    { path: '/properties/map', label: map, icon: 'map', order: 2, scopes: ['real_estate'], group: 'properties' },
    { path: '/properties/maintenance', label: maintenance, icon: 'wrench', order: 3, scopes: ['real_estate'], group: 'properties' },
    { path: '/properties', label: list, icon: 'building-2', order: 22, scopes: ['generated'] },
    { path: '/properties/map', label: map, icon: 'map', order: 23, scopes: ['generated'] },
  ],
});
