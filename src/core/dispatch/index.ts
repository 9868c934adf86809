export * from './permits';
