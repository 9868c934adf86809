export * from './auth';
export * from './platform';
