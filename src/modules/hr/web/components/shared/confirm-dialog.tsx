import type { ReactNode } from 'react';
import { useHrT } from '../../i18n';
import { Button } from '../../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../web/components/ui/dialog';
import { Spinner } from '../../../../../web/components/ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
  children?: ReactNode;
};

/** Asks before a consequential action; the record is named in the title or description. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy, destructive, children }: ConfirmDialogProps) {
  const { t } = useHrT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <div className="flex flex-col gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        {children}
        <div className="flex flex-wrap gap-2">
          <Button variant={destructive ? 'destructive' : 'primary'} disabled={busy} onClick={onConfirm}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
