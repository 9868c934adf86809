import { ALL_BUSINESS_TYPES, NO_PERMISSIONS, defineModule, label } from '../../core/modules';

/**
 * The alerts center (issue 17): the header's bell and panel, user notifications written by other
 * modules through notify(), and the computed smart alerts. Part of every company; no pages of its
 * own (the panel opens from the bell), so no routes or menu entries.
 */
export const alertsModule = defineModule({
  id: 'alerts',
  label: label('التنبيهات', 'Alerts'),
  icon: 'siren',
  description: label('تنبيهات المركبات والإشعارات والتنبيهات الذكية في مكان واحد', 'Vehicle alerts, notifications and smart alerts in one place'),
  businessTypes: ALL_BUSINESS_TYPES,
  permissions: NO_PERMISSIONS,
  core: true,
  requiredModules: [],
  version: '1.0.0',
  routes: [],
  menu: [],
});
