import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { useFormatter } from '../../../../../web/lib/format';

type PaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Server pagination: "21–25 of 27" with previous/next (chevrons mirror in RTL). */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useHrT();
  const f = useFormatter();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('common.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p className="num" aria-live="polite">
        {t('common.range', { first: f.number(first), last: f.number(last), total: f.number(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronRight aria-hidden="true" className="ltr:-scale-x-100" />
          {t('common.previous')}
        </Button>
        <span className="num px-1">{t('common.pageOf', { page: f.number(page), pages: f.number(pages) })}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
          <ChevronLeft aria-hidden="true" className="ltr:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
