import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts, Section } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { toast } from '../../../../web/lib/toast';
import { useDeleteEntry, useEntry, usePostEntry, useReverseEntry } from '../api/journal';
import { EntryStatusBadge, sourcePath, usePostedToast, useSourceLabel } from '../components/entry-badges';
import { useBooksT } from '../i18n/books';
import { RecordApprovals, RecordActivity } from '../../../admin/web';

/** /finance/journal-entries/{id}: header, lines, totals, links both ways; post, edit, delete, reverse by permission. */
export function JournalEntryPage() {
  const { id = '' } = useParams();
  const { t, language } = useBooksT();
  const co = useCompany();
  const navigate = useNavigate();
  const query = useEntry(id);
  const post = usePostEntry();
  const remove = useDeleteEntry();
  const reverse = useReverseEntry();
  const source = useSourceLabel();
  const postedToast = usePostedToast();
  const [dialog, setDialog] = useState<'delete' | 'reverse' | null>(null);
  const [reverseDate, setReverseDate] = useState(co.today);
  // The other entry of a reversal pair, for its number in the link.
  const linkedId = query.data?.reversedById ?? query.data?.reversalOfId ?? undefined;
  const linked = useEntry(linkedId);

  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const e = query.data;
  const canWrite = co.can('finance.journal_entries.write');
  const fail = (error: unknown) => toast.error(errorText(error, t('common.failed'), t('common.network')));
  const href = (entryId: string) => withBase(co.base, `/finance/journal-entries/${entryId}`);
  const from = sourcePath(e);
  const linkedNumber = linked.data?.entryNumber ?? '…';
  const money = (v: string) => (v.replace(/[0.]/g, '') === '' ? '' : co.money(v));
  // A posting the company's workflow gates holds the draft until decided: no post or edit meanwhile.
  const approval = e.approvals[0] ?? null;
  const held = e.status === 'draft' && approval?.status === 'pending';

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={e.entryNumber ? t('entry.title', { number: e.entryNumber }) : t('entry.draftTitle')}
        back={withBase(co.base, '/finance/journal-entries')}
        badges={<EntryStatusBadge status={e.status} />}
        subtitle={language === 'en' && e.descriptionEn ? e.descriptionEn : e.descriptionAr}
        actions={canWrite ? (
          <div className="flex flex-wrap gap-2">
            {e.status === 'draft' ? (
              <>
                {held ? null : <Button onClick={() => post.mutate(e.id, { onSuccess: postedToast, onError: fail })} disabled={post.isPending} data-testid="entry-post">{t('entry.post')}</Button>}
                {held ? null : <Button variant="outline" asChild><Link to={withBase(co.base, `/finance/journal-entries/${e.id}/edit`)}>{t('entry.edit')}</Link></Button>}
                <Button variant="outline" className="text-destructive" onClick={() => setDialog('delete')}>{t('entry.delete')}</Button>
              </>
            ) : null}
            {e.status === 'posted' ? <Button variant="outline" onClick={() => { reverse.reset(); setDialog('reverse'); }} data-testid="entry-reverse">{t('entry.reverse')}</Button> : null}
          </div>
        ) : null}
      />
      <Section title={t('entry.details')}>
        <Facts
          items={[
            { label: t('entry.facts.number'), value: <span className="num">{e.entryNumber ?? '—'}</span> },
            { label: t('entry.facts.date'), value: co.day(e.entryDate) },
            { label: t('entry.facts.source'), value: from ? <Link to={withBase(co.base, from)} className="text-primary hover:underline">{source(e)}</Link> : source(e) },
            { label: t('entry.facts.reference'), value: e.reference ?? '—' },
            e.postedAt ? { label: t('entry.facts.postedAt'), value: co.at(e.postedAt) } : null,
            e.reversedById ? { label: t('status.reversed'), value: <Link to={href(e.reversedById)} className="num text-primary hover:underline" data-testid="reversed-by">{t('entry.reversedBy', { number: linkedNumber })}</Link> } : null,
            e.reversalOfId ? { label: t('source.reversal'), value: <Link to={href(e.reversalOfId)} className="num text-primary hover:underline" data-testid="reversal-of">{t('entry.reversalOf', { number: linkedNumber })}</Link> } : null,
          ]}
        />
      </Section>
      <Section title={t('entry.lines')}>
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[560px] text-sm" data-testid="entry-lines-table">
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('form.columns.account')}</th>
                <th scope="col" className="px-3 py-2 text-start font-medium">{t('form.columns.description')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('form.columns.debit')}</th>
                <th scope="col" className="px-3 py-2 text-end font-medium">{t('form.columns.credit')}</th>
              </tr>
            </thead>
            <tbody>
              {e.lines.map((l) => (
                <tr key={l.id} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-2 text-start font-normal"><span className="num text-muted-foreground" dir="ltr">{l.accountCode}</span> {language === 'ar' ? l.accountNameAr : l.accountNameEn}</th>
                  <td className="px-3 py-2 text-muted-foreground">{l.description ?? ''}</td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap">{money(l.debit)}</td>
                  <td className="num px-3 py-2 text-end whitespace-nowrap">{money(l.credit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-border font-semibold">
                <th scope="row" colSpan={2} className="px-3 py-2 text-start">{t('entry.total')}</th>
                <td className="num px-3 py-2 text-end whitespace-nowrap" data-testid="entry-total-debit">{co.money(e.totals.debit)}</td>
                <td className="num px-3 py-2 text-end whitespace-nowrap">{co.money(e.totals.credit)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </Section>
      <RecordApprovals
        title={t('entry.approvals')}
        testId="entry-approvals"
        requests={e.approvals}
        hint={e.status === 'draft' && (approval?.status === 'pending' || approval?.status === 'rejected') ? <p className="mb-2 text-sm text-muted-foreground">{t(approval.status === 'pending' ? 'entry.heldHint' : 'entry.rejectedHint')}</p> : null}
      />
      <RecordActivity entity="journal_entries" id={e.id} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('entry.deleteTitle')}
        description={t('entry.deleteBody', { description: e.descriptionAr })}
        confirmLabel={t('entry.delete')}
        destructive
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error, t('common.failed'), t('common.network')) : null}
        onConfirm={() => remove.mutate(e.id, { onSuccess: () => { toast.success(t('entry.deleted')); navigate(withBase(co.base, '/finance/journal-entries')); } })}
      />
      <ConfirmDialog
        open={dialog === 'reverse'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t('entry.reverseTitle', { number: e.entryNumber })}
        description={t('entry.reverseBody')}
        confirmLabel={t('entry.reverse')}
        busy={reverse.isPending}
        error={reverse.error ? errorText(reverse.error, t('common.failed'), t('common.network')) : null}
        onConfirm={() => reverse.mutate({ id: e.id, date: reverseDate }, { onSuccess: (r) => { toast.success(t('entry.reversed', { number: r.reversal.entryNumber })); setDialog(null); navigate(href(r.reversal.id)); } })}
      >
        <FormField id="reverse-date" label={t('entry.reverseDate')} required>
          <Input type="date" value={reverseDate} min={e.entryDate} onChange={(ev) => setReverseDate(ev.target.value)} />
        </FormField>
      </ConfirmDialog>
    </div>
  );
}
