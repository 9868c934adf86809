/**
 * The performance configuration of spec §3/§9, tuned to the device: fewer parallel images, a
 * lower memory ceiling and earlier list virtualisation on low-end phones and slow networks.
 * Kept in localStorage (`performanceConfig`); detection is pure so it is unit-tested.
 */

export type PerformanceConfig = {
  enableLazyLoading: boolean;
  imageOptimization: boolean;
  enableVirtualization: boolean;
  /** MB of JS heap above which the app sheds caches. */
  memoryThreshold: number;
  maxConcurrentImages: number;
  prefetchCriticalResources: boolean;
};

export type DeviceInfo = {
  cores: number | undefined;
  /** navigator.deviceMemory, in GB (Chromium only; rounded down by the browser). */
  memoryGB: number | undefined;
  effectiveType: string | undefined;
  saveData: boolean;
  mobile: boolean;
};

export type MemoryPressure = 'normal' | 'high' | 'critical';

/** Spec §9 constants. */
export const PERFORMANCE_LIMITS = {
  memoryCheckIntervalMs: 15_000,
  memoryWarningThrottleMs: 30_000,
  /** Share of the threshold from which memory counts as under pressure, and from which cleanup runs. */
  highMemoryRatio: 0.7,
  cleanupRatio: 0.9,
  virtualizationThreshold: 20,
  virtualizationThresholdUnderPressure: 10,
  imageCacheSize: 100,
  imageFormat: 'webp',
  minConcurrentImagesUnderPressure: 3,
} as const;

export const DEFAULT_PERFORMANCE_CONFIG: PerformanceConfig = {
  enableLazyLoading: true,
  imageOptimization: true,
  enableVirtualization: true,
  memoryThreshold: 128,
  maxConcurrentImages: 8,
  prefetchCriticalResources: true,
};

export const PERFORMANCE_STORAGE_KEY = 'performanceConfig';

/** Spec §9: two cores or fewer, or 2 GB of memory or less. Unknown values do not count. */
export function isLowEndDevice(device: Pick<DeviceInfo, 'cores' | 'memoryGB'>): boolean {
  return (device.cores !== undefined && device.cores <= 2) || (device.memoryGB !== undefined && device.memoryGB <= 2);
}

export function isSlowConnection(device: Pick<DeviceInfo, 'effectiveType'>): boolean {
  return device.effectiveType === '2g' || device.effectiveType === 'slow-2g';
}

/** The configuration a device starts with, before any stored override. */
export function detectPerformanceConfig(device: DeviceInfo): PerformanceConfig {
  const lowEnd = isLowEndDevice(device);
  const slow = isSlowConnection(device);
  if (!device.mobile) {
    return { ...DEFAULT_PERFORMANCE_CONFIG, prefetchCriticalResources: !slow && !device.saveData };
  }
  // Phones: 50 MB on low-end ones, 100 otherwise; images 2 when both low-end and slow, 3 when one, 5 when neither.
  const constraints = Number(lowEnd) + Number(slow);
  return {
    ...DEFAULT_PERFORMANCE_CONFIG,
    memoryThreshold: lowEnd ? 50 : 100,
    maxConcurrentImages: constraints === 2 ? 2 : constraints === 1 ? 3 : 5,
    prefetchCriticalResources: !lowEnd && !slow && !device.saveData,
  };
}

/** Heap use against the configured threshold: high from 70 %, critical (cleanup) from 90 %. */
export function memoryPressure(usedMB: number, config: Pick<PerformanceConfig, 'memoryThreshold'>): MemoryPressure {
  const ratio = usedMB / config.memoryThreshold;
  if (ratio >= PERFORMANCE_LIMITS.cleanupRatio) return 'critical';
  if (ratio >= PERFORMANCE_LIMITS.highMemoryRatio) return 'high';
  return 'normal';
}

/** Lists longer than this are virtualised: 20 rows, 10 under memory pressure. */
export function virtualizationThreshold(pressure: MemoryPressure = 'normal'): number {
  return pressure === 'normal' ? PERFORMANCE_LIMITS.virtualizationThreshold : PERFORMANCE_LIMITS.virtualizationThresholdUnderPressure;
}

export function shouldVirtualize(count: number, config: Pick<PerformanceConfig, 'enableVirtualization'>, pressure: MemoryPressure = 'normal'): boolean {
  return config.enableVirtualization && count >= virtualizationThreshold(pressure);
}

/** Image quality by memory pressure: 80, 65, 50. */
export function imageQuality(pressure: MemoryPressure): number {
  return pressure === 'normal' ? 80 : pressure === 'high' ? 65 : 50;
}

/** Under memory pressure parallel image loads halve, but never below 3 (nor above what was set). */
export function adjustForMemoryPressure(config: PerformanceConfig, pressure: MemoryPressure): PerformanceConfig {
  if (pressure === 'normal') return config;
  const reduced = Math.max(PERFORMANCE_LIMITS.minConcurrentImagesUnderPressure, Math.floor(config.maxConcurrentImages / 2));
  return {
    ...config,
    maxConcurrentImages: Math.min(config.maxConcurrentImages, reduced),
    prefetchCriticalResources: false,
  };
}

// ---- Browser glue.

type NavigatorLike = {
  hardwareConcurrency?: number;
  deviceMemory?: number;
  userAgent?: string;
  userAgentData?: { mobile?: boolean };
  connection?: { effectiveType?: string; saveData?: boolean };
};

export function readDeviceInfo(nav: NavigatorLike = typeof navigator === 'undefined' ? {} : (navigator as NavigatorLike)): DeviceInfo {
  const mobile = nav.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad|iPod/i.test(nav.userAgent ?? '');
  return {
    cores: nav.hardwareConcurrency || undefined,
    memoryGB: nav.deviceMemory || undefined,
    effectiveType: nav.connection?.effectiveType,
    saveData: nav.connection?.saveData === true,
    mobile,
  };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps only known keys of the right type, so a stale or hand-edited entry cannot break the app. */
export function parseStoredConfig(raw: string | null): Partial<PerformanceConfig> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const result: Partial<PerformanceConfig> = {};
  for (const key of ['enableLazyLoading', 'imageOptimization', 'enableVirtualization', 'prefetchCriticalResources'] as const) {
    if (typeof record[key] === 'boolean') result[key] = record[key];
  }
  for (const key of ['memoryThreshold', 'maxConcurrentImages'] as const) {
    const n = record[key];
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) result[key] = n;
  }
  return result;
}

/** The detected configuration with what the user (or a previous session) stored on top. */
export function loadPerformanceConfig(device: DeviceInfo = readDeviceInfo(), store: StorageLike | null = storage()): PerformanceConfig {
  let raw: string | null;
  try {
    raw = store?.getItem(PERFORMANCE_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  return { ...detectPerformanceConfig(device), ...parseStoredConfig(raw) };
}

export function savePerformanceConfig(config: PerformanceConfig, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(PERFORMANCE_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or disabled: the configuration lasts for this page only.
  }
}

/** Used JS heap in MB where the browser reports it (Chromium's performance.memory), else undefined. */
export function usedHeapMB(): number | undefined {
  const memory = (globalThis.performance as { memory?: { usedJSHeapSize?: number } } | undefined)?.memory;
  return memory?.usedJSHeapSize ? memory.usedJSHeapSize / (1024 * 1024) : undefined;
}

/**
 * Checks memory every 15 s and reports a change of pressure (at most one warning per 30 s).
 * Returns the stop function.
 */
export function watchMemory(
  config: Pick<PerformanceConfig, 'memoryThreshold'>,
  onPressure: (pressure: MemoryPressure) => void,
  read: () => number | undefined = usedHeapMB,
  now: () => number = Date.now,
): () => void {
  let last: MemoryPressure = 'normal';
  let lastWarning = Number.NEGATIVE_INFINITY;
  const check = () => {
    const used = read();
    if (used === undefined) return;
    const pressure = memoryPressure(used, config);
    const throttled = pressure !== 'normal' && now() - lastWarning < PERFORMANCE_LIMITS.memoryWarningThrottleMs;
    if (pressure === last || throttled) return;
    if (pressure !== 'normal') lastWarning = now();
    last = pressure;
    onPressure(pressure);
  };
  const timer = setInterval(check, PERFORMANCE_LIMITS.memoryCheckIntervalMs);
  return () => clearInterval(timer);
}
