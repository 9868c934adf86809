import Check from 'lucide-react/icons/check';
import { useCompany } from '../../../../web/components/data/company';
import { cn } from '../../../../web/lib/cn';
import type { ContractDetail } from '../api/types';
import { useContractsT } from '../i18n';

type Step = { key: 'created' | 'reserved' | 'handover' | 'returned' | 'closed' | 'cancelled' | 'suspended'; at: string | null; done: boolean; note?: string | null };

/** The life of the contract as a vertical timeline: what happened, when, and what is next. */
export function ContractTimeline({ contract }: { contract: ContractDetail }) {
  const { t } = useContractsT();
  const co = useCompany();
  const s = contract.status;
  const steps: Step[] =
    s === 'cancelled'
      ? [
          { key: 'created', at: contract.createdAt, done: true },
          { key: 'cancelled', at: contract.updatedAt, done: true, note: contract.statusReason },
        ]
      : [
          { key: 'created', at: contract.createdAt, done: true },
          { key: 'reserved', at: null, done: s !== 'draft' },
          { key: 'handover', at: contract.handoverAt, done: Boolean(contract.handoverAt) },
          ...(s === 'suspended' ? [{ key: 'suspended' as const, at: contract.updatedAt, done: true, note: contract.statusReason }] : []),
          { key: 'returned', at: contract.returnedAt, done: Boolean(contract.returnedAt) },
          { key: 'closed', at: contract.closedAt, done: Boolean(contract.closedAt) },
        ];
  return (
    <ol className="flex flex-col" data-testid="contract-timeline">
      {steps.map((step, i) => (
        <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
          {i < steps.length - 1 ? <span aria-hidden="true" className={cn('absolute start-3 top-7 -bottom-0 w-px -translate-x-1/2 rtl:translate-x-1/2', step.done ? 'bg-primary' : 'bg-border')} /> : null}
          <span
            aria-hidden="true"
            className={cn(
              'z-[1] flex size-6 shrink-0 items-center justify-center rounded-full border-2',
              step.done ? (step.key === 'cancelled' || step.key === 'suspended' ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-primary bg-primary text-primary-foreground') : 'border-border bg-card',
            )}
          >
            {step.done ? <Check className="size-3.5" /> : null}
          </span>
          <div className="flex min-w-0 flex-col">
            <span className={cn('text-sm font-medium', !step.done && 'text-muted-foreground')}>{t(`detail.steps.${step.key}`)}</span>
            {step.at && step.done ? <span className="num text-xs text-muted-foreground">{co.at(step.at)}</span> : null}
            {step.note ? <span className="text-xs text-muted-foreground">{step.note}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
