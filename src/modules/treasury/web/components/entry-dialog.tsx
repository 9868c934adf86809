import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateEntry, useLedgerOptions } from '../api/treasury';
import type { StatementLine } from '../api/types';
import { useTreasuryT } from '../i18n';
import { LedgerSelect } from './ledger-select';

/** The entry the books lack for a statement line (bank charges, interest): posted and matched to it. */
export function EntryDialog({ line, bankLedgerId, onClose }: { line: StatementLine | null; bankLedgerId: string; onClose: () => void }) {
  const { t } = useTreasuryT();
  const co = useCompany();
  const kind = line && line.amount.startsWith('-') ? 'disbursement' : 'receipt';
  return (
    <Dialog open={line !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md" aria-describedby="treasury-entry-description">
        <DialogTitle>{t('reconcile.entryTitle')}</DialogTitle>
        <DialogDescription id="treasury-entry-description">
          {line ? t('reconcile.entryBody', { kind: t(`movementKind.${kind}`), amount: co.money(line.amount.replace(/^-/, '')), date: co.day(line.date) }) : null}
        </DialogDescription>
        {line ? <EntryForm line={line} bankLedgerId={bankLedgerId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryForm({ line, bankLedgerId, onDone }: { line: StatementLine; bankLedgerId: string; onDone: () => void }) {
  const { t } = useTreasuryT();
  const d = useDataT().t;
  const create = useCreateEntry();
  const options = useLedgerOptions();
  const [counter, setCounter] = useState('');
  const [description, setDescription] = useState(line.description);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!counter) return setError(d('required'));
    setError(null);
    create.mutate(
      { lineId: line.id, body: { counterAccountId: counter, description: description.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success(t('reconcile.entryDone'));
          onDone();
        },
        onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="treasury-entry-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField id="treasury-entry-counter" label={t('movement.counter')} required error={error ?? undefined}>
        <LedgerSelect value={counter} onChange={setCounter} accounts={options.data?.accounts ?? []} exclude={bankLedgerId} />
      </FormField>
      <FormField id="treasury-entry-description" label={t('movement.description')}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('movement.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
