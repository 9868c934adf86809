export * from './entries';
export * from './fiscal';
export * from './mappings';
export * from './vat';
export * from './zatca';
export * from './deposits';
export * from './analysis';
