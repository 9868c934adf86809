// What other modules may use of customers: the papers the alerts center's document-expiry job watches.
export { customerDocumentExpiries, type CustomerDocumentExpiry } from './expiry-reads';
