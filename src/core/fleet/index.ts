export * from './amortisation';
export * from './instalments';
