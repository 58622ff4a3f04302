import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/unmerged/button';
import { DialogTriggerStandIn } from '@/components/ui/dialog-trigger-stand-in';
import { useT } from '../../i18n';

// The outbox is on the dashboard's first screen; the dialog's code loads on the first press.
const ResendConfirm = lazy(() => import('./resend-confirm').then((m) => ({ default: m.ResendConfirm })));

interface ResendDialogProps {
  to: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * Sending an uncertain message again (its provider may have delivered it already): the user is asked
 * to look in their Sent folder first, since a second send cannot be taken back.
 */
export function ResendDialog({ to, pending, onConfirm }: ResendDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = (
    <Button variant="outline" size="sm" disabled={pending}>
      {pending ? t('email-assistant.send.sending') : t('email-assistant.resend.button')}
      <span className="sr-only">{t('email-assistant.outbox.cancelSr', { to })}</span>
    </Button>
  );
  const openFirst = () => {
    setUsed(true);
    setOpen(true);
  };
  const standIn = <DialogTriggerStandIn onOpen={openFirst}>{trigger}</DialogTriggerStandIn>;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ResendConfirm to={to} trigger={trigger} open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
    </Suspense>
  );
}
