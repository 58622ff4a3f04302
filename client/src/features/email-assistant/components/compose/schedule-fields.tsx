import { FormField } from '@/components/ui/unmerged/form-field';
import { Input } from '@/components/ui/unmerged/input';
import { Switch } from '@/components/ui/unmerged/switch';
import { useAssistant } from '../../assistant-context';
import { localDate } from '../../compose-model';
import { useT } from '../../i18n';

/** The schedule switch, then a date (not before today) and a time in the browser's time zone. */
export function ScheduleFields() {
  const { compose } = useAssistant();
  const t = useT();
  const { form, update } = compose;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Switch
          id="compose-schedule"
          checked={form.isScheduled}
          onCheckedChange={(isScheduled) => update({ isScheduled })}
        />
        <label htmlFor="compose-schedule" className="text-sm font-medium">
          {t('email-assistant.schedule.switch')}
        </label>
      </div>
      {form.isScheduled && (
        <div className="grid gap-3 @sm:grid-cols-2">
          <FormField id="compose-date" label={t('email-assistant.common.date')}>
            <Input
              id="compose-date"
              type="date"
              min={localDate(new Date())}
              value={form.scheduledDate}
              onChange={(e) => update({ scheduledDate: e.target.value })}
            />
          </FormField>
          <FormField id="compose-time" label={t('email-assistant.common.time')}>
            <Input
              id="compose-time"
              type="time"
              value={form.scheduledTime}
              onChange={(e) => update({ scheduledTime: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </div>
  );
}
