export * from './iban';
