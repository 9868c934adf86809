import { useState } from 'react';
import { errorText } from '../../../../web/components/data/error-text';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { readSheet, useImportFines } from '../api/fine-actions';
import { IMPORT_FIELDS, type ImportMapping, type ImportResult, type Sheet } from '../api/types';
import { useFinesT } from '../i18n';

const REQUIRED = ['violationNumber', 'plate', 'date', 'amount'];

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The import wizard: the file, then the column mapping with a preview, then what was imported, named errors and skipped duplicates. */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useFinesT();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const run = useImportFines();
  const reset = () => {
    setSheet(null);
    setResult(null);
    setError(null);
  };

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const read = await readSheet({ fileName: file.name, content: toBase64(await file.arrayBuffer()) });
      setSheet(read);
      setMapping(read.mapping);
    } catch (e) {
      setError(errorText(e, t('failed'), t('network')));
    } finally {
      setReading(false);
    }
  }

  const complete = REQUIRED.every((f) => mapping[f as keyof ImportMapping] !== undefined);
  return (
    <Dialog open={open} onOpenChange={(o) => (onOpenChange(o), o ? undefined : reset())}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto" aria-describedby="fines-import-description" data-testid="fines-import">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription id="fines-import-description">{t('import.description')}</DialogDescription>
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!sheet && !result ? (
          <label className="flex flex-col gap-2 text-sm font-medium">
            {t('import.file')}
            <input type="file" accept=".xlsx,.csv,text/csv" disabled={reading} onChange={(e) => void pick(e.target.files?.[0])} data-testid="fines-import-file" />
          </label>
        ) : null}
        {sheet && !result ? (
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">{t('import.mapping')}</h3>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {IMPORT_FIELDS.map((field) => (
                <label key={field} className="flex flex-col gap-1 text-sm">
                  <span>{t(`import.fields.${field}`)}{REQUIRED.includes(field) ? ' *' : ''}</span>
                  <NativeSelect value={mapping[field] ?? ''} onChange={(e) => setMapping({ ...mapping, [field]: e.target.value === '' ? undefined : Number(e.target.value) })} data-testid={`map-${field}`}>
                    <option value="">{t('import.notInFile')}</option>
                    {sheet.headers.map((h, i) => <option key={i} value={i}>{h || `#${i + 1}`}</option>)}
                  </NativeSelect>
                </label>
              ))}
            </div>
            <h3 className="font-semibold">{t('import.preview')}</h3>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>{sheet.headers.map((h, i) => <th key={i} className="border-b border-border px-2 py-1 text-start">{h}</th>)}</tr>
                </thead>
                <tbody>
                  {sheet.rows.slice(0, 5).map((r) => (
                    <tr key={r.row}>{r.cells.map((c, i) => <td key={i} className="num border-b border-border px-2 py-1 whitespace-nowrap">{c}</td>)}</tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Button className="self-start" disabled={!complete || run.isPending} onClick={() => run.mutate({ mapping, rows: sheet.rows }, { onSuccess: setResult, onError: (e) => setError(errorText(e, t('failed'), t('network'))) })} data-testid="fines-import-run">
              {t('import.run', { count: sheet.rows.length })}
            </Button>
          </div>
        ) : null}
        {result ? (
          <div className="flex flex-col gap-3" data-testid="fines-import-result">
            <Alert tone="info">
              {t('import.imported', { count: result.imported.length })} — {t('import.matched', { count: result.imported.filter((i) => i.contractNumber).length })}
            </Alert>
            {result.errors.length ? (
              <section>
                <h3 className="font-semibold text-destructive">{t('import.errors')}</h3>
                <ul className="text-sm" data-testid="fines-import-errors">
                  {result.errors.map((e) => <li key={`${e.row}-${e.field}`}>{t('import.rowError', { row: e.row, field: t(`import.fields.${e.field}`), message: e.message })}</li>)}
                </ul>
              </section>
            ) : null}
            {result.duplicates.length ? (
              <section>
                <h3 className="font-semibold">{t('import.duplicates')}</h3>
                <ul className="text-sm">{result.duplicates.map((d) => <li key={d.row}>{t('import.duplicate', { row: d.row, number: d.violationNumber })}</li>)}</ul>
              </section>
            ) : null}
            <Button variant="outline" className="self-start" onClick={reset}>{t('import.again')}</Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
