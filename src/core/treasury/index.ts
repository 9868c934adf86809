export * from './csv';
export * from './statement';
export * from './match';
