import { useDataT } from './i18n';

/** Placeholder rows while a list loads: the layout does not jump when the data arrives. */
export function SkeletonRows({ rows = 6 }: { rows?: number }) {
  const { t } = useDataT();
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

/** A record page loading: a title bar and a few blocks. */
export function SkeletonPage() {
  const { t } = useDataT();
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
      <div className="h-9 w-64 max-w-full animate-pulse rounded-md bg-muted" />
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
