export * from './calendar';
export * from './constants';
export * from './schedule';
export * from './late-fees';
export * from './termination';
export * from './owner-statement';
