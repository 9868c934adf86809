import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useQueries } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { canAccess, featuresOf, type AccessRule } from '../../../../core/modules';
import { QUERY_TIMINGS } from '../../../app/query-client';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { denialText } from '../lib/denial';
import { featureQueryKey, fetchFeature } from '../lib/features';
import { useShell } from './shell-context';

type AccessGuardProps = {
  rule: AccessRule;
  children: ReactNode;
  /** redirect (default, spec §6): to the area's dashboard with a toast; card: explain in place; hide: render nothing. */
  fallback?: 'redirect' | 'card' | 'hide';
};

/**
 * The access guard of spec §6 for part of a page (routes are guarded by their loaders): a
 * permission, plan feature, role, company-admin or global rule, with the spec's denial texts.
 */
export function AccessGuard({ rule, children, fallback = 'redirect' }: AccessGuardProps) {
  const { t } = useTranslation();
  const { me, access, home } = useShell();
  const codes = featuresOf(rule);
  const answers = useQueries({
    queries: codes.map((code) => ({
      queryKey: featureQueryKey(me.company?.id ?? null, code),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFeature(code, signal),
      staleTime: QUERY_TIMINGS.featureAccess.staleTime,
    })),
  });
  const pending = answers.some((a) => a.isPending);
  const features = Object.fromEntries(codes.map((code, i) => [code, answers[i]?.data === true]));
  const decision = pending ? null : canAccess(rule, { ...access, features });
  const denied = decision && !decision.ok ? denialText(decision.reason, t) : null;

  const title = denied?.title;
  const description = denied?.description;
  useEffect(() => {
    if (title && fallback === 'redirect') toast.error(title, { id: 'access-denied', description });
  }, [title, description, fallback]);

  if (pending) return fallback === 'hide' ? null : <Spinner />;
  if (!denied) return children;
  if (fallback === 'hide') return null;
  if (fallback === 'redirect') return <Navigate to={home} replace />;
  return (
    <Card role="alert" className="flex items-start gap-3 p-5">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{denied.title}</p>
        <p className="text-sm text-muted-foreground">{denied.description}</p>
      </div>
    </Card>
  );
}
