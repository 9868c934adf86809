export * from './fine-match';
export * from './fine-rules';
export * from './fine-import';
export * from './amortisation';
export * from './instalments';
export * from './preventive';
export * from './work-orders';
export * from './report-period';
