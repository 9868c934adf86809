import type { FineRow } from '../api/types';
import { useFinesT } from '../i18n';
import { useCompany } from '../../../../web/components/data/company';

/** Why the fine is whose it is, in words: the contract's hand-over and return around the fine's time. */
export function MatchReason({ fine }: { fine: FineRow }) {
  const { t } = useFinesT();
  const co = useCompany();
  const d = fine.matchDetail;
  const text =
    fine.matchReason === 'within_contract'
      ? t('reason.within_contract', { at: co.at(fine.violatedAt), number: d.contractNumber ?? '', from: co.at(d.from), to: d.to ? co.at(d.to) : t('reason.stillOut') })
      : fine.matchReason === 'within_permit'
        ? t('reason.within_permit', { number: d.contractNumber ?? '' })
        : fine.matchReason === 'no_contract'
          ? t('reason.no_contract', { at: co.at(fine.violatedAt) })
          : [t('reason.person'), d.contractNumber, d.note].filter(Boolean).join(' — ');
  return <p className="text-sm text-muted-foreground" data-testid="fine-reason">{text}</p>;
}
