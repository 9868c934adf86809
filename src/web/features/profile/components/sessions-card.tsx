import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { useState } from 'react';
import { useProfileT } from '../i18n';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatter } from '../../../lib/format';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import type { Session } from '../api/types';
import { describeUserAgent } from '../lib/user-agent';

/** Signed-in devices with "this device" marked; sign out one, or all the others after a confirm. */
export function SessionsCard() {
  const { t } = useProfileT();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function signOutOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setConfirming(false);
        toast.success(t('sessions.revoked', { count: revoked }));
      },
      onError: () => toast.error(t('sessions.failed')),
    });
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{t('sessions.title')}</CardTitle>
          <CardDescription>{t('sessions.description')}</CardDescription>
        </div>
        {others.length > 0 ? (
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setConfirming(true)}>
            {t('sessions.signOutOthers')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="flex justify-center py-6 text-muted-foreground" role="status" aria-label={t('common.loading')}>
            <Spinner className="size-5" />
          </div>
        ) : sessions.isError ? (
          <Alert>{t('sessions.loadFailed')}</Alert>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" data-testid="sessions">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {sessions.isSuccess && others.length === 0 ? <p className="mt-3 text-sm text-muted-foreground">{t('sessions.onlyThis')}</p> : null}
      </CardContent>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>{t('sessions.confirmOthersTitle')}</DialogTitle>
          <DialogDescription>{t('sessions.confirmOthersBody')}</DialogDescription>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" disabled={revokeOthers.isPending} onClick={signOutOthers}>
              {revokeOthers.isPending ? <Spinner /> : null}
              {t('sessions.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('sessions.cancel')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useProfileT();
  const format = useFormatter();
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  const name =
    device.browser && device.os
      ? t('sessions.device', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('sessions.unknownDevice'));

  return (
    <li className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 p-4 sm:grid-cols-[auto_1fr_auto]" data-current={session.current || undefined}>
      <span className="flex size-10 shrink-0 items-center justify-center self-start rounded-lg bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{device.mobile ? t('sessions.mobile') : t('sessions.desktop')}</span>
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span>{name}</span>
          {session.current ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">{t('sessions.thisDevice')}</span>
          ) : null}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span className="num">{session.ipAddress ? t('sessions.ip', { ip: session.ipAddress }) : t('sessions.unknownIp')}</span>
          <span className="num">{t('sessions.lastActive', { date: format.dateTime(session.lastActiveAt) })}</span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 w-fit sm:col-start-auto"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast.success(t('sessions.revoked', { count: 1 })),
              onError: () => toast.error(t('sessions.failed')),
            })
          }
        >
          {revoke.isPending ? <Spinner /> : null}
          {t('sessions.signOut')}
          <span className="sr-only">{name}</span>
        </Button>
      )}
    </li>
  );
}
