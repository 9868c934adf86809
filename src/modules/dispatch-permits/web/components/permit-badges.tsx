import { Badge, type Tone } from '../../../../web/components/data/badge';
import { PERMIT_STATUSES, type PermitStatus } from '../api/types';
import { usePermitsT } from '../i18n';

export const PERMIT_TONES: Record<PermitStatus, Tone> = { pending: 'warning', approved: 'info', rejected: 'danger', in_progress: 'primary', completed: 'success', cancelled: 'muted' };

export function PermitStatusBadge({ status }: { status: string }) {
  const { t } = usePermitsT();
  const s = (PERMIT_STATUSES as readonly string[]).includes(status) ? (status as PermitStatus) : 'pending';
  return <Badge tone={PERMIT_TONES[s]}>{t(`status.${s}`)}</Badge>;
}

/** A driver's or destination's name in the page's language, falling back to the other. */
export const inLang = (language: string, ar: string | null | undefined, en: string | null | undefined) => (language === 'en' ? en || ar : ar || en) || '—';
