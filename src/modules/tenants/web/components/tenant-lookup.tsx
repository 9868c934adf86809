import Search from 'lucide-react/icons/search';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateTenant } from '../api/create-tenant';
import { useMatches } from '../api/find-matches';
import type { MatchParams, Tenant, TenantMatch } from '../api/types';
import { useTenantsT } from '../i18n';
import { tenantName } from './tenant-name';

type Seed = { civilId?: string; phone?: string; commercialRegister?: string };

/** Step one of adding a tenant: find the person among the company's customers and link them, or go on to a new record. */
export function TenantLookup({ seed, onLinked, onNew }: { seed: Seed; onLinked: (tenant: Tenant) => void; onNew: (seed: Seed) => void }) {
  const { t, language } = useTenantsT();
  const d = useDataT().t;
  const co = useCompany();
  const [id, setId] = useState(seed.civilId ?? seed.commercialRegister ?? '');
  const [phone, setPhone] = useState(seed.phone ?? '');
  const [asked, setAsked] = useState<MatchParams | null>(seed.civilId || seed.phone ? params(seed.civilId ?? '', seed.phone ?? '') : null);
  const [missing, setMissing] = useState(false);
  const matches = useMatches(asked);
  const link = useCreateTenant();

  function params(idText: string, phoneText: string): MatchParams {
    const value = idText.trim();
    // A CR usually carries letters or a dash; a civil ID is digits only. Ask for both readings of letters.
    return { ...(value ? (/^\d+$/.test(value) ? { civilId: value } : { civilId: value, commercialRegister: value }) : {}), ...(phoneText.trim() ? { phone: phoneText.trim() } : {}) };
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!id.trim() && !phone.trim()) return setMissing(true);
    setMissing(false);
    setAsked(params(id, phone));
  };
  const seedOf = (): Seed => ({ ...(/^\d+$/.test(id.trim()) ? { civilId: id.trim() } : id.trim() ? { commercialRegister: id.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}) });
  const linkOne = (m: TenantMatch) =>
    link.mutate({ customerId: m.id }, { onSuccess: (tenant) => { toast.success(t('add.linked', { name: tenantName(m, language) })); onLinked(tenant); }, onError: (error) => toast.error(errorText(error, d('saveFailed'), d('network'))) });
  const items = matches.data?.items ?? [];

  return (
    <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={t('add.lookup')}>
        <FormField id="tenant-lookup-id" label={t('add.idLabel')} error={missing ? t('add.needOne') : undefined}>
          <Input dir="ltr" className="text-start" value={id} onChange={(event) => setId(event.target.value)} />
        </FormField>
        <FormField id="tenant-lookup-phone" label={t('add.phoneLabel')}>
          <Input dir="ltr" type="tel" className="text-start" value={phone} onChange={(event) => setPhone(event.target.value)} />
        </FormField>
        <Button type="submit" variant="outline" disabled={matches.isFetching}>
          {matches.isFetching ? <Spinner /> : <Search aria-hidden="true" />}
          {t('add.lookup')}
        </Button>
      </form>
      {asked && matches.isSuccess ? (
        items.length === 0 ? (
          <Alert tone="info">{t('add.notFound')}</Alert>
        ) : (
          <div className="flex flex-col gap-2" data-testid="tenant-matches">
            <h3 className="text-sm font-semibold">{t('add.found')}</h3>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {items.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold">{tenantName(m, language)}</span>
                    <span className="text-xs text-muted-foreground">
                      <span className="num">{m.customerNumber}</span>
                      {' · '}
                      <span dir="ltr" className="num">{m.phone}</span>
                      {m.civilId ? <> · <span className="num">{m.civilId}</span></> : null}
                    </span>
                    <span className="flex flex-wrap gap-1.5 pt-1">
                      <Badge tone="info">{t(`add.matchedOn.${m.matchedOn}`)}</Badge>
                      {m.isTenant ? <Badge tone="primary">{t('add.alreadyTenant')}</Badge> : null}
                      {m.isBlacklisted ? <Badge tone="danger">{t('blacklist.badge')}</Badge> : null}
                    </span>
                  </div>
                  {m.isTenant ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to={withBase(co.base, `/tenants/${m.id}`)}>{t('add.open')}</Link>
                    </Button>
                  ) : (
                    <Button size="sm" disabled={link.isPending} onClick={() => linkOne(m)}>
                      {link.isPending ? <Spinner /> : null}
                      {t('add.link')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
      {matches.isError ? <Alert>{errorText(matches.error, d('loadFailed'), d('network'))}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button variant={asked && matches.isSuccess && items.length === 0 ? 'primary' : 'ghost'} onClick={() => onNew(seedOf())}>
          {t('add.newInstead')}
        </Button>
      </div>
    </div>
  );
}
