export * from './auth';
export * from './platform';
export * from './jobs';
export * from './files';
