export * from './periods';
export * from './charges';
export * from './lifecycle';
