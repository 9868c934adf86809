// The finance module's tables, one file per entity; drizzle-kit reads this file (drizzle.config.ts).
export * from './accounts/tables';
export * from './periods/tables';
export * from './journal/tables';
