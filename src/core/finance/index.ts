export * from './entries';
export * from './fiscal';
export * from './mappings';
