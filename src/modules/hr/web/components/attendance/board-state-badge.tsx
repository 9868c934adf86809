import { useHrT } from '../../i18n';
import type { BoardState } from '../../api/types';
import { Badge, type BadgeTone } from '../shared/badge';

export const BOARD_STATES: readonly BoardState[] = ['in', 'late', 'out', 'absent', 'on_leave', 'day_off'];
export const BOARD_TONES: Record<BoardState, BadgeTone> = { in: 'success', late: 'warning', out: 'info', absent: 'danger', on_leave: 'primary', day_off: 'muted' };

export function BoardStateBadge({ state }: { state: BoardState }) {
  const { t } = useHrT();
  return <Badge tone={BOARD_TONES[state]}>{t(`attendance.states.${state}`)}</Badge>;
}
