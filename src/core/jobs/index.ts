export { DEFAULT_MAX_ATTEMPTS, RETRY_DELAYS_MS, afterFailure, currentSlot, periodKey, retryDelayMs } from './schedule';
export type { Period, PeriodSlot, RetryDecision } from './schedule';
