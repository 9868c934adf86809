// A record's documents (vehicle papers and photos, customer IDs): open, attach, remove.
// Used on the vehicle and customer pages; the API is /api/<record>/{id}/documents.
import FileText from 'lucide-react/icons/file-text';
import Trash2 from 'lucide-react/icons/trash-2';
import Upload from 'lucide-react/icons/upload';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../lib/api';
import { openFile } from '../../lib/open-file';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import { errorText } from './error-text';
import { useDataT } from './i18n';

export type RecordDocument = { id: string; kind: string; fileName: string; contentType?: string; size: number; expiresOn?: string | null; createdAt: string };

type Props = {
  /** e.g. /api/fleet/vehicles/<id> */
  base: string;
  documents: readonly RecordDocument[];
  kinds: ReadonlyArray<{ value: string; label: string }>;
  /** Queries to refresh after a change (the record's own query). */
  invalidate: QueryKey;
  canWrite: boolean;
  withExpiry?: boolean;
  formatDay: (day: string) => string;
};

export function DocumentsPanel({ base, documents, kinds, invalidate, canWrite, withExpiry, formatDay }: Props) {
  const { t } = useDataT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState(kinds[0]?.value ?? 'other');
  const [expiresOn, setExpiresOn] = useState('');
  const kindLabel = (value: string) => kinds.find((k) => k.value === value)?.label ?? value;
  const fail = (error: unknown) => toast.error(errorText(error, t('saveFailed'), t('network')));

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('kind', kind);
      if (withExpiry && expiresOn) form.append('expiresOn', expiresOn);
      return api(`${base}/documents`, { method: 'POST', body: form });
    },
    onSuccess: () => {
      setExpiresOn('');
      toast.success(t('documents.added'));
      return queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`${base}/documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
    onError: fail,
  });

  return (
    <div className="flex flex-col gap-3" data-testid="documents-panel">
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('documents.none')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <button type="button" className="flex min-w-0 items-center gap-2 text-start text-primary hover:underline" onClick={() => void openFile(`${base}/documents/${doc.id}`).catch(fail)}>
                {/* Photos and scans show themselves; a PDF shows its icon. */}
                {doc.contentType?.startsWith('image/') ? (
                  <img src={`${base}/documents/${doc.id}`} alt="" loading="lazy" className="size-14 shrink-0 rounded-md border border-border object-cover" />
                ) : (
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span className="break-all">{doc.fileName}</span>
              </button>
              <span className="flex items-center gap-3 text-xs text-muted-foreground">
                <span>{kindLabel(doc.kind)}</span>
                {doc.expiresOn ? <span>{t('documents.expires', { date: formatDay(doc.expiresOn) })}</span> : null}
                {canWrite ? (
                  <Button variant="ghost" size="icon" aria-label={t('documents.remove', { name: doc.fileName })} disabled={remove.isPending} onClick={() => remove.mutate(doc.id)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-border pt-3">
          <label className="flex flex-col gap-1 text-xs font-medium">
            {t('documents.kind')}
            <NativeSelect value={kind} onChange={(e) => setKind(e.target.value)} className="h-9 min-w-36">
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          {withExpiry ? (
            <label className="flex flex-col gap-1 text-xs font-medium">
              {t('documents.expiry')}
              <input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} className="h-9 rounded-md border border-input bg-card px-2 text-sm" />
            </label>
          ) : null}
          <input
            ref={input}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label={t('documents.choose')}
            data-testid="document-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
          <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {upload.isPending ? t('documents.uploading') : t('documents.add')}
          </Button>
          <span className="text-xs text-muted-foreground">{t('documents.hint')}</span>
        </div>
      ) : null}
    </div>
  );
}
