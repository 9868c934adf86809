import type { ReactNode } from 'react';
import { Section } from '../../../../web/components/data/section';
import type { ApprovalRequest } from '../api/approvals';
import { ApprovalRequestCard } from './approval-request';

/**
 * A gated record's approval requests on its page (a contract, an entry, a permit, a lease), newest
 * first, under what the record's module says of its state (held, rejected). Nothing when none.
 */
export function RecordApprovals({ title, requests, hint, testId, sectionTestId }: { title: string; requests: readonly ApprovalRequest[]; hint?: ReactNode; testId?: string; sectionTestId?: string }) {
  if (!requests.length) return null;
  return (
    <Section title={title} testId={sectionTestId}>
      {hint}
      <ul className="-mx-3 divide-y divide-border sm:-mx-4" data-testid={testId}>
        {requests.map((r) => (
          <ApprovalRequestCard key={r.id} request={r} showLink={false} />
        ))}
      </ul>
    </Section>
  );
}
