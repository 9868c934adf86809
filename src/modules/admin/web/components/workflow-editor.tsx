// The company admin's editor of one approval workflow: on or off, the percentage above which a
// discount needs approval (or the amount above which an entry does), and up to five steps in order (a role or a named person, who acts in
// their absence, and the amount from which the step applies).
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { isApiError } from '../../../../web/lib/api';
import { useSaveWorkflow, type Approver, type StepInput, type Workflow } from '../api/approvals';
import { useApprovalsT } from '../i18n';
import { usePersonName } from './approval-request';

const ROLES = ['manager', 'company_admin', 'accountant', 'fleet_manager', 'sales_agent', 'employee'] as const;
const MAX_STEPS = 5;
const NEW_STEP: StepInput = { approverType: 'role', role: 'manager', userId: null, delegateUserId: null, minAmount: null };

export function WorkflowEditor({ workflow, approvers }: { workflow: Workflow; approvers: Approver[] }) {
  const { t } = useApprovalsT();
  const co = useCompany();
  const name = usePersonName();
  const save = useSaveWorkflow();
  const [isActive, setActive] = useState(workflow.isActive);
  const [threshold, setThreshold] = useState(workflow.threshold === null ? '' : String(Number(workflow.threshold)));
  const [steps, setSteps] = useState<StepInput[]>(workflow.steps.length ? workflow.steps.map(({ approverType, role, userId, delegateUserId, minAmount }) => ({ approverType, role, userId, delegateUserId, minAmount: minAmount === null ? null : String(Number(minAmount)) })) : [NEW_STEP]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (field: string) => `${workflow.sourceType}-${field}`;
  const label = t(`source.${workflow.sourceType}`);
  const change = (i: number, patch: Partial<StepInput>) => setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const submit = () => {
    setErrors({});
    save.mutate(
      { sourceType: workflow.sourceType, input: { isActive, threshold: workflow.measure === 'none' ? null : threshold.trim() || null, steps: steps.map((s) => ({ ...s, minAmount: s.minAmount?.trim() || null })) } },
      {
        onSuccess: () => void toast.success(t('workflows.saved', { name: label })),
        onError: (e) => {
          if (isApiError(e) && e.fields) setErrors(e.fields as Record<string, string>);
          toast.error(errorText(e, t('workflows.saveFailed'), t('workflows.saveFailed')));
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid={`workflow-${workflow.sourceType}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold">{label}</h2>
          <p className="text-sm text-muted-foreground">{t(`sourceHint.${workflow.sourceType}`)}</p>
          {workflow.configured ? null : <p className="text-sm text-muted-foreground">{t('workflows.notConfigured')}</p>}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox checked={isActive} onChange={(e) => setActive(e.target.checked)} />
          {t('workflows.active')}
        </label>
      </div>
      {workflow.measure === 'percent' ? (
        <FormField id={id('threshold')} label={t('workflows.threshold')} hint={t('workflows.thresholdHint')} error={errors.threshold} className="sm:max-w-xs">
          <Input inputMode="decimal" dir="ltr" className="text-start" value={threshold} onChange={(e) => setThreshold(e.target.value)} />
        </FormField>
      ) : workflow.measure === 'amount' ? (
        <FormField id={id('threshold')} label={t('workflows.amountThreshold')} hint={t('workflows.amountThresholdHint')} error={errors.threshold} className="sm:max-w-xs">
          <Input inputMode="decimal" dir="ltr" className="text-start" value={threshold} placeholder={co.currency} onChange={(e) => setThreshold(e.target.value)} />
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">{t('workflows.always')}</p>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('workflows.steps')}</legend>
        {steps.map((s, i) => (
          <div key={i} className="grid grid-cols-1 gap-3 rounded-md border border-border p-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_1fr_1fr_auto] lg:items-end" data-testid="workflow-step">
            <span className="text-sm font-medium lg:pb-3">{t('step', { n: co.f.number(i + 1) })}</span>
            <FormField id={id(`type-${i}`)} label={t('workflows.approverType')}>
              <NativeSelect value={s.approverType} onChange={(e) => change(i, e.target.value === 'role' ? { approverType: 'role', role: s.role ?? 'manager', userId: null } : { approverType: 'user', role: null })}>
                <option value="role">{t('workflows.byRole')}</option>
                <option value="user">{t('workflows.byUser')}</option>
              </NativeSelect>
            </FormField>
            {s.approverType === 'role' ? (
              <FormField id={id(`role-${i}`)} label={t('workflows.role')} error={errors[`steps.${i}.role`]}>
                <NativeSelect value={s.role ?? ''} onChange={(e) => change(i, { role: e.target.value })}>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : (
              <FormField id={id(`user-${i}`)} label={t('workflows.user')} error={errors[`steps.${i}.userId`]}>
                <NativeSelect value={s.userId ?? ''} onChange={(e) => change(i, { userId: e.target.value || null })}>
                  <option value="">{t('workflows.choose')}</option>
                  {approvers.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {name(p)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <FormField id={id(`delegate-${i}`)} label={t('workflows.delegate')} error={errors[`steps.${i}.delegateUserId`]}>
              <NativeSelect value={s.delegateUserId ?? ''} onChange={(e) => change(i, { delegateUserId: e.target.value || null })}>
                <option value="">{t('workflows.noDelegate')}</option>
                {approvers.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {name(p)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={id(`min-${i}`)} label={t('workflows.minAmount')} error={errors[`steps.${i}.minAmount`]}>
              <Input inputMode="decimal" dir="ltr" className="text-start" value={s.minAmount ?? ''} placeholder={co.currency} onChange={(e) => change(i, { minAmount: e.target.value })} />
            </FormField>
            <Button variant="ghost" size="icon" aria-label={t('workflows.removeStep', { n: i + 1 })} disabled={steps.length === 1} onClick={() => setSteps((all) => all.filter((_, j) => j !== i))} className="justify-self-end">
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button variant="outline" className="w-fit" disabled={steps.length >= MAX_STEPS} onClick={() => setSteps((all) => [...all, NEW_STEP])}>
          <Plus aria-hidden="true" />
          {t('workflows.addStep')}
        </Button>
      </fieldset>
      <p className="text-xs text-muted-foreground">{t('workflows.openRequestsKeep')}</p>
      <Button className="w-fit" onClick={submit} disabled={save.isPending}>
        {t('workflows.save')}
      </Button>
    </Card>
  );
}
