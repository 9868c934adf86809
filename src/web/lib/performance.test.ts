import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adjustForMemoryPressure,
  DEFAULT_PERFORMANCE_CONFIG,
  detectPerformanceConfig,
  imageQuality,
  isLowEndDevice,
  isSlowConnection,
  loadPerformanceConfig,
  memoryPressure,
  parseStoredConfig,
  PERFORMANCE_STORAGE_KEY,
  readDeviceInfo,
  savePerformanceConfig,
  shouldVirtualize,
  virtualizationThreshold,
  watchMemory,
  type DeviceInfo,
} from './performance';

const desktop: DeviceInfo = { cores: 8, memoryGB: 8, effectiveType: '4g', saveData: false, mobile: false };
const phone: DeviceInfo = { cores: 8, memoryGB: 4, effectiveType: '4g', saveData: false, mobile: true };

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('device classification (spec §9)', () => {
  it('counts 2 cores or fewer, or 2 GB or less, as low-end; unknown values do not count', () => {
    expect(isLowEndDevice({ cores: 2, memoryGB: 8 })).toBe(true);
    expect(isLowEndDevice({ cores: 8, memoryGB: 2 })).toBe(true);
    expect(isLowEndDevice({ cores: 4, memoryGB: 4 })).toBe(false);
    expect(isLowEndDevice({ cores: undefined, memoryGB: undefined })).toBe(false);
  });

  it('counts 2g and slow-2g as slow connections', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: undefined })).toBe(false);
  });
});

describe('detected configuration', () => {
  it('gives a desktop the defaults: 128 MB, 8 images, everything on', () => {
    expect(detectPerformanceConfig(desktop)).toEqual(DEFAULT_PERFORMANCE_CONFIG);
    expect(DEFAULT_PERFORMANCE_CONFIG).toMatchObject({ memoryThreshold: 128, maxConcurrentImages: 8, enableLazyLoading: true, enableVirtualization: true });
  });

  it('gives phones 100 MB and 5 images, low-end phones 50 MB', () => {
    expect(detectPerformanceConfig(phone)).toMatchObject({ memoryThreshold: 100, maxConcurrentImages: 5, prefetchCriticalResources: true });
    expect(detectPerformanceConfig({ ...phone, cores: 2 })).toMatchObject({ memoryThreshold: 50, maxConcurrentImages: 3, prefetchCriticalResources: false });
  });

  it('drops to 3 images on a slow phone connection and to 2 when the phone is also low-end', () => {
    expect(detectPerformanceConfig({ ...phone, effectiveType: '2g' }).maxConcurrentImages).toBe(3);
    expect(detectPerformanceConfig({ ...phone, memoryGB: 1, effectiveType: 'slow-2g' }).maxConcurrentImages).toBe(2);
  });

  it('does not prefetch on a slow connection or with data saver, even on a desktop', () => {
    expect(detectPerformanceConfig({ ...desktop, effectiveType: '2g' }).prefetchCriticalResources).toBe(false);
    expect(detectPerformanceConfig({ ...desktop, saveData: true }).prefetchCriticalResources).toBe(false);
  });
});

describe('memory pressure', () => {
  it('is high from 70 % of the threshold and critical (cleanup) from 90 %', () => {
    expect(memoryPressure(60, { memoryThreshold: 128 })).toBe('normal');
    expect(memoryPressure(90, { memoryThreshold: 128 })).toBe('high');
    expect(memoryPressure(116, { memoryThreshold: 128 })).toBe('critical');
  });

  it('virtualises lists from 20 rows, 10 under pressure', () => {
    expect(virtualizationThreshold()).toBe(20);
    expect(virtualizationThreshold('high')).toBe(10);
    expect(shouldVirtualize(19, { enableVirtualization: true })).toBe(false);
    expect(shouldVirtualize(20, { enableVirtualization: true })).toBe(true);
    expect(shouldVirtualize(12, { enableVirtualization: true }, 'critical')).toBe(true);
    expect(shouldVirtualize(500, { enableVirtualization: false })).toBe(false);
  });

  it('lowers image quality 80 → 65 → 50', () => {
    expect([imageQuality('normal'), imageQuality('high'), imageQuality('critical')]).toEqual([80, 65, 50]);
  });

  it('halves parallel images under pressure but keeps at least 3, never raising a lower setting', () => {
    expect(adjustForMemoryPressure(DEFAULT_PERFORMANCE_CONFIG, 'high').maxConcurrentImages).toBe(4);
    expect(adjustForMemoryPressure({ ...DEFAULT_PERFORMANCE_CONFIG, maxConcurrentImages: 5 }, 'critical').maxConcurrentImages).toBe(3);
    expect(adjustForMemoryPressure({ ...DEFAULT_PERFORMANCE_CONFIG, maxConcurrentImages: 2 }, 'critical').maxConcurrentImages).toBe(2);
    expect(adjustForMemoryPressure(DEFAULT_PERFORMANCE_CONFIG, 'normal')).toBe(DEFAULT_PERFORMANCE_CONFIG);
  });
});

describe('reading the device', () => {
  it('uses userAgentData.mobile when present, else the user agent', () => {
    expect(readDeviceInfo({ userAgentData: { mobile: true }, userAgent: 'X11; Linux' }).mobile).toBe(true);
    expect(readDeviceInfo({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }).mobile).toBe(true);
    expect(readDeviceInfo({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126' }).mobile).toBe(false);
    expect(readDeviceInfo({ hardwareConcurrency: 2, deviceMemory: 4, connection: { effectiveType: '3g', saveData: true } })).toMatchObject({
      cores: 2,
      memoryGB: 4,
      effectiveType: '3g',
      saveData: true,
    });
  });
});

describe('local storage', () => {
  it('stores the configuration and reads it back over the detected one', () => {
    const store = memoryStore();
    savePerformanceConfig({ ...DEFAULT_PERFORMANCE_CONFIG, enableVirtualization: false, maxConcurrentImages: 4 }, store);
    expect(JSON.parse(store.data.get(PERFORMANCE_STORAGE_KEY)!)).toMatchObject({ enableVirtualization: false });
    expect(loadPerformanceConfig(phone, store)).toMatchObject({ enableVirtualization: false, maxConcurrentImages: 4 });
  });

  it('ignores broken or foreign stored values', () => {
    expect(parseStoredConfig('{nope')).toEqual({});
    expect(parseStoredConfig('[1,2]')).toEqual({});
    expect(parseStoredConfig(JSON.stringify({ memoryThreshold: -5, maxConcurrentImages: 'many', enableLazyLoading: false, other: 1 }))).toEqual({
      enableLazyLoading: false,
    });
    expect(loadPerformanceConfig(desktop, memoryStore({ [PERFORMANCE_STORAGE_KEY]: 'garbage' }))).toEqual(DEFAULT_PERFORMANCE_CONFIG);
    expect(loadPerformanceConfig(desktop, null)).toEqual(DEFAULT_PERFORMANCE_CONFIG);
  });
});

describe('memory watch', () => {
  afterEach(() => vi.useRealTimers());

  it('checks every 15 s, reports changes of pressure and throttles warnings to one per 30 s', () => {
    vi.useFakeTimers();
    const readings = [50, 95, 120, 50, 100, 100];
    const seen: string[] = [];
    const stop = watchMemory({ memoryThreshold: 128 }, (p) => seen.push(p), () => readings.shift(), () => Date.now());
    vi.advanceTimersByTime(14_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1); // 50 MB: normal, nothing to say
    vi.advanceTimersByTime(15_000); // 95 MB: high
    vi.advanceTimersByTime(15_000); // 120 MB: critical, but only 15 s after the last warning
    vi.advanceTimersByTime(15_000); // 50 MB: back to normal
    vi.advanceTimersByTime(15_000); // 100 MB: high, 45 s after the last warning
    expect(seen).toEqual(['high', 'normal', 'high']);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(3);
  });
});
