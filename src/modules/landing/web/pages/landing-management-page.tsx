import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { EmptyState } from '../../../../web/components/data/empty-state';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { useShortcutEvent } from '../../../../web/features/shell/lib/shortcut-events';
import { useDeleteRow, useLandingRows, useReorder, useSaveRow, type LandingRow } from '../api';
import { ContentDialog } from '../components/content-dialog';
import { useLandingT } from '../i18n';

/** /super-admin/landing-management: the landing_content rows (DECISIONS 12) with a live preview of `/`. */
export function LandingManagementPage() {
  const { t } = useLandingT();
  const rows = useLandingRows();
  const save = useSaveRow();
  const reorder = useReorder();
  const remove = useDeleteRow();
  const [dialog, setDialog] = useState<{ open: boolean; row: LandingRow | null }>({ open: false, row: null });
  const [deleting, setDeleting] = useState<LandingRow | null>(null);
  const [previewKey, setPreviewKey] = useState(0);
  useShortcutEvent('new', () => setDialog({ open: true, row: null }));
  const list = rows.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onSuccess: () => setPreviewKey((k) => k + 1) });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        subtitle={t('subtitle')}
        actions={
          <>
            <Button variant="outline" asChild>
              <a href="/?preview" target="_blank" rel="noreferrer"><ExternalLink aria-hidden="true" />{t('preview')}</a>
            </Button>
            <Button onClick={() => setDialog({ open: true, row: null })}><Plus aria-hidden="true" />{t('add')}</Button>
          </>
        }
      />
      {rows.isPending ? <SkeletonRows /> : rows.isError ? <LoadError error={rows.error} onRetry={() => void rows.refetch()} /> : list.length === 0 ? (
        <EmptyState icon={FileText} title={t('empty')} action={<Button onClick={() => setDialog({ open: true, row: null })}>{t('add')}</Button>} />
      ) : (
        <Card className="divide-y divide-border" data-testid="landing-rows">
          {list.map((row, index) => (
            <div key={row.id} className="flex flex-wrap items-start gap-3 p-4">
              <div className="flex flex-col gap-1">
                <Button variant="ghost" size="icon" className="size-8" disabled={index === 0 || reorder.isPending} aria-label={t('moveUp', { key: row.contentKey })} onClick={() => move(index, -1)}><ArrowUp aria-hidden="true" /></Button>
                <Button variant="ghost" size="icon" className="size-8" disabled={index === list.length - 1 || reorder.isPending} aria-label={t('moveDown', { key: row.contentKey })} onClick={() => move(index, 1)}><ArrowDown aria-hidden="true" /></Button>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span dir="ltr" className="text-start font-mono text-xs text-muted-foreground">{row.contentKey} · {row.sortOrder}</span>
                <p dir="rtl" className="text-start font-medium break-words whitespace-pre-line">{row.contentValueAr || '—'}</p>
                <p dir="ltr" className="text-start text-sm break-words whitespace-pre-line text-muted-foreground">{row.contentValue || '—'}</p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" role="switch" className="size-5 accent-primary" aria-label={t('activeLabel', { key: row.contentKey })} checked={row.isActive} onChange={(event) => save.mutate({ id: row.id, input: { isActive: event.target.checked } }, { onSuccess: () => { toast.success(t('saved')); setPreviewKey((k) => k + 1); } })} />
                {t('active')}
              </label>
              <Button variant="outline" size="sm" aria-label={`${t('edit')} ${row.contentKey}`} onClick={() => setDialog({ open: true, row })}>{t('edit')}</Button>
              <Button variant="ghost" size="icon" aria-label={`${t('delete')} ${row.contentKey}`} onClick={() => setDeleting(row)}><Trash2 aria-hidden="true" /></Button>
            </div>
          ))}
        </Card>
      )}
      <Card className="overflow-hidden max-md:hidden">
        <iframe key={previewKey} title={t('preview')} src={`/?preview=${previewKey}`} className="h-[36rem] w-full border-0" loading="lazy" />
      </Card>
      <ContentDialog row={dialog.row} open={dialog.open} onOpenChange={(open) => { setDialog((d) => ({ ...d, open })); if (!open) setPreviewKey((k) => k + 1); }} nextOrder={(list.at(-1)?.sortOrder ?? 0) + 10} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { key: deleting?.contentKey ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => { toast.success(t('deleted')); setDeleting(null); setPreviewKey((k) => k + 1); } })}
      />
    </div>
  );
}
