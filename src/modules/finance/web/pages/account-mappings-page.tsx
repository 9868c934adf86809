import { useMemo } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { Badge } from '../../../../web/components/data/badge';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { toast } from '../../../../web/lib/toast';
import { useAccounts, useMappings, useSaveMapping } from '../api/accounts';
import { accountLabel } from '../components/entry-lines';
import { groupMappings } from '../components/mapping-groups';
import { useBooksT } from '../i18n/books';

/** /finance/account-mappings: each business event key → its posting account, grouped; missing ones stand out. */
export function AccountMappingsPage() {
  const { t, language } = useBooksT();
  const co = useCompany();
  const mappings = useMappings();
  const accounts = useAccounts();
  const save = useSaveMapping();
  const canWrite = co.can('finance.accounts.write');
  const postable = useMemo(() => (accounts.data?.items ?? []).filter((a) => !a.isHeader && a.isActive), [accounts.data]);
  const items = mappings.data?.items ?? [];
  const missing = items.filter((m) => !m.accountId);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('mappings.subtitle')} />
      {mappings.isPending || accounts.isPending ? <SkeletonRows /> : mappings.isError ? <LoadError error={mappings.error} onRetry={() => void mappings.refetch()} /> : (
        <>
          {missing.length ? (
            <Alert data-testid="mappings-missing">
              <p>{t('mappings.missing', { count: co.f.number(missing.length) })}</p>
              <p className="font-normal">{t('mappings.missingBody')}</p>
            </Alert>
          ) : <Alert tone="info">{t('mappings.allSet')}</Alert>}
          {groupMappings(items).map(({ group, items: rows }) => (
            <Section key={group} title={t(`mappings.groups.${group}`)}>
              <ul className="flex flex-col divide-y divide-border">
                {rows.map((m) => {
                  const name = language === 'ar' ? m.nameAr : m.nameEn;
                  return (
                    <li key={m.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`mapping-${m.key}`}>
                      <div className="flex min-w-0 items-center gap-2">
                        <label htmlFor={`mapping-${m.key}-select`} className="font-medium">{name}</label>
                        {!m.accountId ? <Badge tone="danger">{t('mappings.notSet')}</Badge> : null}
                      </div>
                      <NativeSelect
                        id={`mapping-${m.key}-select`}
                        className="sm:w-96"
                        value={m.accountId ?? ''}
                        disabled={!canWrite || save.isPending}
                        aria-invalid={!m.accountId || undefined}
                        onChange={(e) =>
                          save.mutate({ key: m.key, accountId: e.target.value }, {
                            onSuccess: () => toast.success(t('mappings.saved', { name })),
                            onError: (error) => toast.error(errorText(error, t('common.failed'), t('common.network'))),
                          })
                        }
                      >
                        {!m.accountId ? <option value="">{t('mappings.choose')}</option> : null}
                        {postable.map((a) => <option key={a.id} value={a.id}>{accountLabel(a, language)}</option>)}
                      </NativeSelect>
                    </li>
                  );
                })}
              </ul>
            </Section>
          ))}
        </>
      )}
    </div>
  );
}
