import { useHrT } from '../../i18n';

/** Placeholder rows while a list loads (a skeleton, not a spinner: the layout does not jump). */
export function SkeletonRows({ rows = 6 }: { rows?: number }) {
  const { t } = useHrT();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}
