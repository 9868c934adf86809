import ChevronDown from 'lucide-react/icons/chevron-down';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { Badge, type Tone } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import type { AuditAction, AuditEntry } from '../api/audit';
import { useAuditT } from '../i18n';

export const ACTION_TONES: Record<AuditAction, Tone> = { insert: 'success', update: 'info', delete: 'danger' };

/** Who made the change: the person, "platform support" when a super admin browsed, or the system (jobs, seeds). */
export function Who({ entry }: { entry: Pick<AuditEntry, 'actor' | 'browsedBy'> }) {
  const { t } = useAuditT();
  if (entry.browsedBy)
    return (
      <span className="inline-flex items-center gap-1.5" title={t('platformSupportHint')}>
        {entry.browsedBy.name ?? t('platformSupport')}
        <Badge tone="warning">{t('platformSupport')}</Badge>
      </span>
    );
  return <span>{entry.actor?.name ?? t('system')}</span>;
}

/** The changed fields, before and after; values stay as the record holds them (LTR for numbers and ids). */
export function ChangesTable({ entry }: { entry: AuditEntry }) {
  const { t } = useAuditT();
  const cell = (value: string | null) => (value === null || value === '' ? <span className="text-muted-foreground">{t('diff.empty')}</span> : <bdi className="break-all">{value}</bdi>);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('diff.caption')}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('diff.field')}</th>
            {entry.action !== 'insert' ? <th scope="col" className="py-1.5 pe-3 text-start font-semibold">{t('diff.before')}</th> : null}
            {entry.action !== 'delete' ? <th scope="col" className="py-1.5 text-start font-semibold">{t('diff.after')}</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {entry.changes.map((c) => (
            <tr key={c.field} className="align-top">
              <th scope="row" className="py-1.5 pe-3 text-start font-medium whitespace-nowrap">{c.label}</th>
              {entry.action !== 'insert' ? <td className={entry.action === 'update' ? 'py-1.5 pe-3 text-destructive/90 line-through decoration-1' : 'py-1.5 pe-3'}>{cell(c.before)}</td> : null}
              {entry.action !== 'delete' ? <td className="py-1.5">{cell(c.after)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One change of the log: a line of facts that opens onto its fields. */
export function AuditEntryRow({ entry, showRecord = true }: { entry: AuditEntry; showRecord?: boolean }) {
  const { t } = useAuditT();
  const co = useCompany();
  const n = entry.changes.length;
  return (
    <li className="py-1" data-testid="audit-entry">
      <details className="group rounded-lg open:bg-muted/40">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-2 hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          <span className="num shrink-0 text-xs text-muted-foreground">{co.at(entry.at)}</span>
          <Badge tone={ACTION_TONES[entry.action]}>{t(`action.${entry.action}`)}</Badge>
          {showRecord ? (
            <span className="min-w-0 font-medium">
              {entry.entityLabel}
              {entry.path ? (
                <Link to={withBase(co.base, entry.path)} className="ms-1.5 text-xs font-normal text-primary hover:underline" onClick={(e) => e.stopPropagation()}>
                  {t('open')}
                </Link>
              ) : null}
            </span>
          ) : null}
          <span className="text-sm text-muted-foreground">
            <Who entry={entry} />
          </span>
          <span className="ms-auto text-xs text-muted-foreground">{t('fields.count', { count: n, n: co.f.number(n) })}</span>
        </summary>
        <div className="flex flex-col gap-2 px-2 pb-3 sm:ps-8">
          {n ? <ChangesTable entry={entry} /> : null}
          {entry.ip ? (
            <p className="text-xs text-muted-foreground">
              {t('ip')}: <span className="num" dir="ltr">{entry.ip}</span>
            </p>
          ) : null}
        </div>
      </details>
    </li>
  );
}
