import Plus from 'lucide-react/icons/plus';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { toast } from '../../../../web/lib/toast';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useAccounts, useCostCenters } from '../api/accounts';
import type { Account, EntryDetail } from '../api/books-types';
import { useEntry, usePostEntry, useSaveDraft } from '../api/journal';
import { usePostedToast } from '../components/entry-badges';
import { EntryLinesGrid } from '../components/entry-lines-grid';
import { emptyLine, fromEntryLines, lineProblem, toDraftInput, totals, type FormLine } from '../components/entry-lines';
import { useBooksT } from '../i18n/books';

/** /finance/journal-entries/new and /finance/journal-entries/{id}/edit (drafts only). */
export function JournalEntryFormPage() {
  const { id } = useParams();
  const { t } = useBooksT();
  const entry = useEntry(id);
  if (!id) return <EntryForm key="new" />;
  if (entry.isPending) return <SkeletonPage />;
  if (entry.isError) return <LoadError error={entry.error} onRetry={() => void entry.refetch()} />;
  if (entry.data.status !== 'draft') return <Alert tone="info">{t('form.notDraft')}</Alert>;
  return <EntryForm key={entry.data.id} entry={entry.data} />;
}

function EntryForm({ entry }: { entry?: EntryDetail }) {
  const { t, language } = useBooksT();
  const co = useCompany();
  const navigate = useNavigate();
  const accounts = useAccounts();
  const centres = useCostCenters();
  const saveDraft = useSaveDraft();
  const post = usePostEntry();
  const postedToast = usePostedToast();
  const formRef = useRef<HTMLFormElement>(null);
  const currency = accounts.data?.currency ?? co.currency;
  const [header, setHeader] = useState({
    entryDate: entry?.entryDate ?? co.today,
    descriptionAr: entry?.descriptionAr ?? '',
    descriptionEn: entry?.descriptionEn ?? '',
    reference: entry?.reference ?? '',
  });
  const [lines, setLines] = useState<FormLine[]>(() => (entry?.lines.length ? fromEntryLines(entry.lines, language) : [emptyLine(), emptyLine(), emptyLine(), emptyLine()]));
  const [savedId, setSavedId] = useState(entry?.id);
  const [showProblems, setShowProblems] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const postable = useMemo(() => new Map((accounts.data?.items ?? []).filter((a) => !a.isHeader && a.isActive).map((a) => [a.code, a] as [string, Account])), [accounts.data]);
  const sum = useMemo(() => totals(lines, currency), [lines, currency]);
  const filled = lines.filter((l) => l.accountText.trim() || l.debit.trim() || l.credit.trim()).length;
  const busy = saveDraft.isPending || post.isPending;
  const failure = saveDraft.error ?? post.error;

  const check = (): boolean => {
    setShowProblems(true);
    if (!header.descriptionAr.trim()) return setProblem(t('form.needDescription')), false;
    if (lines.some((l) => lineProblem(l, currency))) return setProblem(t('form.fixLines')), false;
    setProblem(null);
    return true;
  };

  const save = async (andPost: boolean) => {
    if (busy || !check()) return;
    if (andPost && filled < 2) return setProblem(t('form.needLines'));
    const saved = await saveDraft.mutateAsync({ id: savedId, input: toDraftInput(header, lines) }).catch(() => null);
    if (!saved) return;
    setSavedId(saved.id);
    if (!andPost) {
      toast.success(t('form.saved'));
      if (!savedId) navigate(withBase(co.base, `/finance/journal-entries/${saved.id}/edit`), { replace: true });
      return;
    }
    const posted = await post.mutateAsync(saved.id).catch(() => null);
    if (!posted) {
      if (!savedId) navigate(withBase(co.base, `/finance/journal-entries/${saved.id}/edit`), { replace: true });
      return;
    }
    postedToast(posted);
    navigate(withBase(co.base, `/finance/journal-entries/${posted.id}`));
  };

  useSaveShortcut(formRef, () => void save(false), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const onPasted = (count: number, unknown: string[]) => {
    toast.success(t('form.pasted', { count: co.f.number(count) }));
    if (unknown.length) toast.warning(t('form.pasteUnknown', { codes: unknown.slice(0, 5).join('، ') }));
  };

  if (accounts.isPending) return <SkeletonPage />;
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />;

  const differenceZero = sum.difference.replace(/[0.-]/g, '') === '';
  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5" data-testid="entry-form" noValidate>
      <PageHeader title={entry ? t('form.editTitle') : t('form.newTitle')} back={withBase(co.base, entry ? `/finance/journal-entries/${entry.id}` : '/finance/journal-entries')} subtitle={t('form.shortcut')} />
      <div className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="entry-date" label={t('form.date')} required>
          <Input type="date" value={header.entryDate} onChange={(e) => setHeader((h) => ({ ...h, entryDate: e.target.value }))} />
        </FormField>
        <FormField id="entry-reference" label={t('form.reference')}>
          <Input value={header.reference} onChange={(e) => setHeader((h) => ({ ...h, reference: e.target.value }))} />
        </FormField>
        <FormField id="entry-description-ar" label={t('form.descriptionAr')} required error={showProblems && !header.descriptionAr.trim() ? t('form.needDescription') : undefined}>
          <Input value={header.descriptionAr} dir="rtl" onChange={(e) => setHeader((h) => ({ ...h, descriptionAr: e.target.value }))} />
        </FormField>
        <FormField id="entry-description-en" label={t('form.descriptionEn')}>
          <Input value={header.descriptionEn} dir="ltr" onChange={(e) => setHeader((h) => ({ ...h, descriptionEn: e.target.value }))} />
        </FormField>
      </div>
      <section className="flex flex-col gap-2" aria-labelledby="entry-lines-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="entry-lines-title" className="text-lg font-semibold">{t('form.lines')}</h2>
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setLines((all) => [...all, emptyLine()])}><Plus aria-hidden="true" />{t('form.addLine')}</Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setLines((all) => [...all, ...Array.from({ length: 10 }, emptyLine)])}>{t('form.addLines')}</Button>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t('form.linesHint')}</p>
        <EntryLinesGrid lines={lines} setLines={setLines} postable={postable} accounts={[...postable.values()]} centres={centres.data?.items ?? []} currency={currency} showProblems={showProblems} onPasted={onPasted} />
      </section>
      <div className="z-10 -mx-1 flex flex-col gap-3 sm:sticky sm:bottom-0 rounded-xl border border-border bg-card/95 p-3 shadow-md backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <dl className="grid grid-cols-2 gap-x-5 gap-y-1 text-sm sm:flex sm:flex-wrap" data-testid="entry-totals">
          <div className="flex gap-1.5"><dt className="text-muted-foreground">{t('form.totalDebit')}</dt><dd className="num font-semibold" data-testid="total-debit">{co.f.money(sum.debit, currency)}</dd></div>
          <div className="flex gap-1.5"><dt className="text-muted-foreground">{t('form.totalCredit')}</dt><dd className="num font-semibold" data-testid="total-credit">{co.f.money(sum.credit, currency)}</dd></div>
          <div className="flex gap-1.5"><dt className="text-muted-foreground">{t('form.difference')}</dt><dd className={`num font-semibold ${differenceZero ? 'text-success' : 'text-destructive'}`} data-testid="total-difference">{differenceZero && sum.balanced ? t('form.balanced') : co.f.money(sum.difference, currency)}</dd></div>
          <div className="text-muted-foreground">{t('form.lineCount', { count: filled })}</div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {co.can('finance.journal_entries.write') ? (
            <>
              <Button type="button" onClick={() => void save(true)} disabled={busy || !sum.balanced} data-testid="entry-post">{post.isPending ? <Spinner /> : null}{t('form.post')}</Button>
              <Button type="submit" variant="outline" disabled={busy} data-testid="entry-save">{saveDraft.isPending ? <Spinner /> : null}{t('form.saveDraft')}</Button>
            </>
          ) : null}
        </div>
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      {failure ? <Alert>{errorText(failure, t('common.failed'), t('common.network'))}</Alert> : null}
    </form>
  );
}
