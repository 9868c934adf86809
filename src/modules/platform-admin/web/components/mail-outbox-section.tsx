import { useState } from 'react';
import { Badge } from '../../../../web/components/data/badge';
import { CopyField } from '../../../../web/components/data/copy-field';
import { LoadError } from '../../../../web/components/data/load-error';
import { SearchBox } from '../../../../web/components/data/search-box';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { useFormatter } from '../../../../web/lib/format';
import { useMailOutbox } from '../api/overview';
import { usePlatformT } from '../i18n';

const STATUS = {
  sent: { tone: 'success', label: 'settings.outboxSent' },
  kept: { tone: 'warning', label: 'settings.outboxKept' },
  pending: { tone: 'info', label: 'settings.outboxPending' },
  failed: { tone: 'danger', label: 'settings.outboxFailed' },
} as const;

/** The latest mail the platform sent, is sending or kept; undelivered invitations and resets show their link. */
export function MailOutboxSection() {
  const { t } = usePlatformT();
  const fmt = useFormatter();
  const [search, setSearch] = useState('');
  const outbox = useMailOutbox(search);
  return (
    <Section title={t('settings.outbox')}>
      <div className="flex flex-col gap-3 text-sm" data-testid="mail-outbox">
        <p className="text-muted-foreground">{t('settings.outboxHint')}</p>
        <SearchBox id="outbox-search" value={search} onSearch={setSearch} label={t('settings.outboxSearch')} placeholder={t('settings.outboxSearch')} className="max-w-sm" />
        {outbox.isError ? <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} /> : null}
        {outbox.isPending ? <SkeletonRows /> : null}
        {outbox.data && outbox.data.items.length === 0 ? <p className="text-muted-foreground">{t('settings.outboxEmpty')}</p> : null}
        <ul className="flex flex-col divide-y rounded-md border">
          {outbox.data?.items.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 p-3" data-testid="outbox-message">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium" dir="ltr">
                  {m.to}
                </span>
                <Badge tone={STATUS[m.status].tone}>{t(STATUS[m.status].label)}</Badge>
                <span className="num ms-auto text-xs text-muted-foreground">{fmt.dateTime(m.createdAt)}</span>
              </div>
              <p className="text-muted-foreground">{m.subject}</p>
              {m.lastError ? <p className="text-xs text-destructive">{t('settings.outboxError', { count: m.attempts, error: m.lastError })}</p> : null}
              {m.link ? <CopyField id={`outbox-link-${m.id}`} value={m.link} label={t('settings.outboxLink')} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
