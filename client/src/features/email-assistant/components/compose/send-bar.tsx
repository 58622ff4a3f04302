import { CalendarClock, Loader2, Send } from 'lucide-react';
import { MAIL_PROVIDER_LABELS } from '@common/email-account-constants';
import { Button } from '@/components/ui/unmerged/button';
import { FormField } from '@/components/ui/unmerged/form-field';
import { NativeSelect } from '@/components/ui/unmerged/native-select';
import { useAssistant } from '../../assistant-context';
import { ScheduleFields } from './schedule-fields';
import { useT } from '../../i18n';

interface SendBarProps {
  accountId: string | undefined;
  onAccountChange: (id: string) => void;
  sending: boolean;
  onSend: () => void;
}

/** From which account, now or later, and Send (Schedule when scheduling is on). */
export function SendBar({ accountId, onAccountChange, sending, onSend }: SendBarProps) {
  const { compose, data } = useAssistant();
  const t = useT();
  const accounts = data.activeAccounts;
  const scheduled = compose.form.isScheduled;
  const disabled = sending || !compose.form.to.trim() || accounts.length === 0;
  const Icon = sending ? Loader2 : scheduled ? CalendarClock : Send;
  return (
    <section aria-label={t('email-assistant.send.send')} className="grid gap-4 rounded-lg border p-4">
      {accounts.length > 0 ? (
        <FormField id="compose-account" label={t('email-assistant.send.from')}>
          <NativeSelect id="compose-account" value={accountId} onChange={(e) => onAccountChange(e.target.value)}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email} ({MAIL_PROVIDER_LABELS[a.provider]})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <p id="compose-send-note" className="text-sm text-muted-foreground">
          {t('email-assistant.send.connectAccount')}
        </p>
      )}
      <ScheduleFields />
      <div>
        <Button
          type="button"
          onClick={onSend}
          disabled={disabled}
          aria-describedby={accounts.length === 0 ? 'compose-send-note' : undefined}
        >
          <Icon aria-hidden className={sending ? 'animate-spin motion-reduce:animate-none' : undefined} />
          {sending
            ? scheduled
              ? t('email-assistant.send.scheduling')
              : t('email-assistant.send.sending')
            : scheduled
              ? t('email-assistant.send.schedule')
              : t('email-assistant.send.send')}
        </Button>
      </div>
    </section>
  );
}
