import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useState } from 'react';
import { useHrT } from '../../i18n';
import { Alert } from '../../../../../web/components/ui/alert';
import { Button } from '../../../../../web/components/ui/button';
import { Input } from '../../../../../web/components/ui/input';
import type { CreatedAccount } from '../../api/create-account';

/** After creating an account: the invitation link (also emailed) with a copy button, or the temporary-password note. */
export function InviteResult({ created, onClose }: { created: CreatedAccount; onClose: () => void }) {
  const { t } = useHrT();
  const [copied, setCopied] = useState(false);
  const link = created.inviteLink;

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (e.g. insecure context): select the text so Ctrl+C works.
      (document.getElementById('invite-link') as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="account-created">
      {link ? (
        <>
          <Alert tone="info">{t('users.created.emailed', { email: created.email ?? '' })}</Alert>
          <div className="flex flex-col gap-2">
            <label htmlFor="invite-link" className="text-sm font-medium">
              {t('users.created.link')}
            </label>
            <div className="flex gap-2">
              <Input id="invite-link" readOnly dir="ltr" value={link} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
              <Button variant="outline" onClick={() => void copy()} aria-label={t('users.created.copy')}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? t('users.created.copied') : t('users.created.copy')}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">{t('users.created.linkHint')}</p>
          </div>
        </>
      ) : (
        <Alert tone="info">{t('users.created.passwordSet')}</Alert>
      )}
      <div>
        <Button onClick={onClose}>{t('common.done')}</Button>
      </div>
    </div>
  );
}
