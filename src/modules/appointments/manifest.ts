import { defineModule, label, rule } from '../../core/modules';

const title = label('المواعيد', 'Appointments');

/** Part of the generated menu of the other business types (spec §2). */
export const appointmentsModule = defineModule({
  id: 'appointments',
  label: title,
  icon: 'calendar-days',
  description: label('جدول المواعيد والحجوزات', 'Appointment calendar and bookings'),
  businessTypes: ['medical'],
  permissions: { view: [], manage: [] },
  requiredModules: ['patients'],
  version: '1.0.0',
  routes: [{ path: '/appointments', label: title, access: rule.signedIn, preload: 'none', browse: true }],
  menu: [{ path: '/appointments', label: title, icon: 'calendar-days', order: 25, scopes: ['generated'] }],
});
