export * from './preventive';
export * from './work-orders';
