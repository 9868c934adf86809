import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { useApprovalsT } from '../i18n';

/**
 * A record in a list that waits on its approval request (a purchase order, a journal entry held
 * when posted): said in place of its status, with the request's number, linking to /approvals.
 */
export function AwaitingApprovalBadge({ number }: { number: string }) {
  const { t } = useApprovalsT();
  const co = useCompany();
  return (
    <Link to={withBase(co.base, '/approvals?tab=requested')} className="hover:underline" data-testid="awaiting-approval">
      <Badge tone="warning">{t('awaitingBadge', { number })}</Badge>
    </Link>
  );
}
