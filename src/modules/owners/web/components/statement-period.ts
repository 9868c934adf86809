/** The statement's period presets, as calendar days relative to the company's today. */
import { addDays, addMonths } from '../../../../core/leasing';
import type { Period } from '../api/types';

export type Preset = 'month' | 'lastMonth' | 'year';

export function presetPeriod(preset: Preset, today: string): Period {
  const monthStart = `${today.slice(0, 7)}-01`;
  if (preset === 'month') return { from: monthStart, to: today };
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addMonths(monthStart, -1), to: addDays(monthStart, -1) };
}

export function presetOf(period: Period, today: string): Preset | null {
  return (['month', 'lastMonth', 'year'] as const).find((p) => {
    const range = presetPeriod(p, today);
    return range.from === period.from && range.to === period.to;
  }) ?? null;
}
