import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useImportStatement, usePreviewStatement } from '../api/treasury';
import type { StatementFile, StatementMapping, StatementPreview } from '../api/types';
import { useTreasuryT } from '../i18n';

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Import a bank statement: the file, the column mapping with a preview and row errors, then import. */
export function ImportDialog({ accountId, open, onClose }: { accountId: string; open: boolean; onClose: () => void }) {
  const { t } = useTreasuryT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby="treasury-import-description">
        <DialogTitle>{t('import.title')}</DialogTitle>
        <DialogDescription id="treasury-import-description">{t('import.body')}</DialogDescription>
        {open ? <ImportForm accountId={accountId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Column = 'date' | 'description' | 'reference' | 'amount' | 'debit' | 'credit';

function ImportForm({ accountId, onDone }: { accountId: string; onDone: () => void }) {
  const { t, language } = useTreasuryT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const preview = usePreviewStatement();
  const importing = useImportStatement();
  const [file, setFile] = useState<StatementFile | null>(null);
  const [data, setData] = useState<StatementPreview | null>(null);
  const [mapping, setMapping] = useState<StatementMapping | null>(null);
  const [opening, setOpening] = useState('');
  const [error, setError] = useState<string | null>(null);

  const read = (body: StatementFile, next?: StatementMapping) =>
    preview.mutate(
      { id: accountId, body: { ...body, ...(next ? { mapping: next } : {}) } },
      {
        onSuccess: (p) => {
          setData(p);
          setMapping(p.mapping as StatementMapping);
          setError(null);
        },
        onError: (e) => setError(errorText(e, d('saveFailed'), d('network'))),
      },
    );
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const body = { fileName: picked.name, content: toBase64(await picked.arrayBuffer()) };
    setFile(body);
    read(body);
  };
  const change = (patch: Partial<StatementMapping>) => {
    if (!file || !mapping) return;
    const next = { ...mapping, ...patch };
    setMapping(next);
    read(file, next);
  };
  const split = mapping ? mapping.amount === null || mapping.amount === undefined : false;
  const column = (key: Column, label: string, optional = true) => (
    <FormField id={`treasury-import-${key}`} label={label}>
      <NativeSelect value={mapping?.[key] ?? ''} onChange={(e) => change({ [key]: e.target.value === '' ? null : Number(e.target.value) })} data-testid={`treasury-import-${key}`}>
        {optional ? <option value="">{t('import.none')}</option> : null}
        {data?.columns.map((c, i) => (
          <option key={i} value={i}>{c}</option>
        ))}
      </NativeSelect>
    </FormField>
  );
  const submit = () => {
    if (!file || !mapping) return;
    importing.mutate(
      { id: accountId, body: { ...file, mapping, openingBalance: opening.trim() || undefined } },
      {
        onSuccess: (s) => {
          toast.success(t('import.done', { number: s.number }));
          onDone();
          void navigate(withBase(co.base, `/finance/treasury/reconcile/${s.id}`));
        },
        onError: (e) => setError(errorText(e, d('saveFailed'), d('network'))),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="treasury-import">
      {error ? <Alert>{error}</Alert> : null}
      <label className="flex flex-col gap-2 text-sm font-medium">
        {t('import.file')}
        <input type="file" accept=".xlsx,.csv,text/csv" onChange={(e) => void pick(e.target.files?.[0])} data-testid="treasury-import-file" />
      </label>
      {data && mapping ? (
        <>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={mapping.headerRow} onChange={(e) => change({ headerRow: e.target.checked })} />
            {t('import.headerRow')}
          </label>
          <div className="grid gap-3 sm:grid-cols-3">
            {column('date', t('import.date'), false)}
            {column('description', t('import.description'))}
            {column('reference', t('import.reference'))}
            <FormField id="treasury-import-mode" label={t('import.amountMode')}>
              <NativeSelect value={split ? 'split' : 'single'} onChange={(e) => change(e.target.value === 'split' ? { amount: null, debit: 0, credit: 0 } : { amount: 0, debit: null, credit: null })}>
                <option value="single">{t('import.single')}</option>
                <option value="split">{t('import.split')}</option>
              </NativeSelect>
            </FormField>
            {split ? (
              <>
                {column('debit', t('import.debit'), false)}
                {column('credit', t('import.credit'), false)}
              </>
            ) : (
              column('amount', t('import.amount'), false)
            )}
            <FormField id="treasury-import-dateOrder" label={t('import.dateOrder')}>
              <NativeSelect value={mapping.dateOrder ?? 'dmy'} onChange={(e) => change({ dateOrder: e.target.value as 'dmy' | 'mdy' })}>
                <option value="dmy">{t('import.dmy')}</option>
                <option value="mdy">{t('import.mdy')}</option>
              </NativeSelect>
            </FormField>
            <FormField id="treasury-import-opening" label={`${t('import.openingBalance')} (${co.currency})`}>
              <Input inputMode="decimal" dir="ltr" className="num text-start" value={opening} onChange={(e) => setOpening(e.target.value)} />
            </FormField>
          </div>
          {data.errors.length ? (
            <Alert data-testid="treasury-import-errors">
              <p className="font-medium">{t('import.errors')}</p>
              <ul className="list-disc ps-5">
                {data.errors.map((e) => (
                  <li key={e.row}>{language === 'en' ? e.en : e.ar}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <p className="text-sm text-muted-foreground" data-testid="treasury-import-count">{t('import.rowsRead', { count: data.rowCount })}</p>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('import.previewCaption')}</caption>
              <thead className="bg-muted/50 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">{t('import.row')}</th>
                  <th scope="col" className="px-3 py-2 text-start">{t('reconcile.date')}</th>
                  <th scope="col" className="px-3 py-2 text-start">{t('reconcile.description')}</th>
                  <th scope="col" className="px-3 py-2 text-end">{t('reconcile.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.slice(0, 8).map((r) => (
                  <tr key={r.row} className="border-t border-border">
                    <td className="num px-3 py-2">{r.row}</td>
                    <td className="num px-3 py-2 whitespace-nowrap">{co.day(r.date)}</td>
                    <td className="px-3 py-2">{r.description}</td>
                    <td className="num px-3 py-2 text-end whitespace-nowrap">{co.money(r.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : preview.isPending ? (
        <Spinner />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={!data || !!data.errors.length || !data.rowCount || importing.isPending || preview.isPending} data-testid="treasury-import-submit">
          {importing.isPending ? <Spinner /> : null}
          {t('import.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </div>
  );
}
