import CheckCheck from 'lucide-react/icons/check-check';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Pagination } from '../../../../web/components/data/pagination';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Card } from '../../../../web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { useApprovalRequests, useApprovers, useWorkflows, type RequestView } from '../api/approvals';
import { ApprovalRequestCard } from '../components/approval-request';
import { WorkflowEditor } from '../components/workflow-editor';
import { useApprovalsT } from '../i18n';

const TABS = ['mine', 'requested', 'all', 'workflows'] as const;
type Tab = (typeof TABS)[number];

/**
 * /approvals: what waits for my decision (the default, reached from the notification), what I
 * asked for, and for the company admin every request and the workflows (DECISIONS 17: the page
 * opens to whoever has a request to act on or to follow).
 */
export function ApprovalsPage() {
  const { t } = useApprovalsT();
  const co = useCompany();
  const [params, setParams] = useSearchParams();
  const admin = co.can('admin.approvals.read');
  const available: Tab[] = TABS.filter((tab) => admin || (tab !== 'all' && tab !== 'workflows'));
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && available.includes(requested) ? requested : 'mine';
  const counts = useApprovalRequests('mine', 1);
  const toAct = counts.data?.toAct ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-5"
      >
        <TabsList className="w-full auto-cols-auto overflow-x-auto sm:w-fit">
          {available.map((value) => (
            <TabsTrigger key={value} value={value} className="gap-2">
              {t(`tabs.${value}`)}
              {value === 'mine' && toAct > 0 ? (
                <Badge tone="warning" testId="approvals-to-act">
                  {co.f.number(toAct)}
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {available
          .filter((value): value is RequestView => value !== 'workflows')
          .map((value) => (
            <TabsContent key={value} value={value}>
              {tab === value ? <RequestList view={value} /> : null}
            </TabsContent>
          ))}
        {admin ? <TabsContent value="workflows">{tab === 'workflows' ? <Workflows /> : null}</TabsContent> : null}
      </Tabs>
    </div>
  );
}

function RequestList({ view }: { view: RequestView }) {
  const { t } = useApprovalsT();
  const [page, setPage] = useState(1);
  const list = useApprovalRequests(view, page);
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <SkeletonRows />;
  if (!list.data.items.length) return <EmptyState icon={CheckCheck} title={t(`empty.${view}`)} body={t(`emptyBody.${view}`)} />;
  return (
    <div className="flex flex-col gap-3">
      <Card className="p-0">
        <ul className="divide-y divide-border" aria-label={t('listLabel')}>
          {list.data.items.map((r) => (
            <ApprovalRequestCard key={r.id} request={r} />
          ))}
        </ul>
      </Card>
      {list.data.total > list.data.pageSize ? <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
    </div>
  );
}

function Workflows() {
  const workflows = useWorkflows(true);
  const approvers = useApprovers(true);
  if ((workflows.isError && !workflows.data) || (approvers.isError && !approvers.data)) return <LoadError error={workflows.error ?? approvers.error} onRetry={() => void Promise.all([workflows.refetch(), approvers.refetch()])} />;
  if (!workflows.data || !approvers.data) return <SkeletonRows />;
  return (
    <div className="flex flex-col gap-4">
      {workflows.data.items.map((w) => (
        <WorkflowEditor key={`${w.sourceType}-${w.updatedAt ?? 'new'}`} workflow={w} approvers={approvers.data.items} />
      ))}
    </div>
  );
}
