import { Badge, type Tone } from '../../../../web/components/data/badge';
import { ASSET_STATUSES, type AssetStatus, type ScheduleRow } from '../api/types';
import { useAssetsT } from '../i18n';

export const ASSET_TONES: Record<AssetStatus, Tone> = { active: 'primary', fully_depreciated: 'success', disposed: 'muted' };
const STATE_TONES: Record<ScheduleRow['state'], Tone> = { posted: 'success', pending: 'muted', stopped: 'warning' };

export function AssetStatusBadge({ status }: { status: string }) {
  const { t } = useAssetsT();
  const s = (ASSET_STATUSES as readonly string[]).includes(status) ? (status as AssetStatus) : 'active';
  return <Badge tone={ASSET_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

export function ScheduleStateBadge({ state }: { state: ScheduleRow['state'] }) {
  const { t } = useAssetsT();
  return <Badge tone={STATE_TONES[state]}>{t(`state.${state}`)}</Badge>;
}
