import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useFleetT } from '../i18n';
import { VEHICLE_STATUSES, type VehicleStatus } from '../api/types';

export const VEHICLE_TONES: Record<VehicleStatus, Tone> = {
  available: 'success',
  rented: 'primary',
  reserved: 'info',
  maintenance: 'warning',
  out_of_service: 'muted',
  accident: 'danger',
  stolen: 'danger',
  police_station: 'danger',
};

export function VehicleStatusBadge({ status }: { status: string }) {
  const { t } = useFleetT();
  const known = (VEHICLE_STATUSES as readonly string[]).includes(status) ? (status as VehicleStatus) : 'out_of_service';
  return <Badge tone={VEHICLE_TONES[known]}>{t(`status.${known}`)}</Badge>;
}
