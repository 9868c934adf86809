// The alerts module's interface for other modules: tell users something, inside your own
// transaction (a rolled-back change tells nobody). Budget alerts (Finance II) will add their
// writer here too.
export { notify, type Notification, type Recipients } from './notify';
export { NOTIFICATION_TYPES, type NotificationType } from './tables';
