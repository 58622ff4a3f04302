import {
  INTERVAL_UNITS,
  SCHEDULE_TYPES,
  TRIGGER_TYPES,
  WEEK_DAYS,
  type ScheduleType,
  type TriggerType,
} from '@common/automation-constants';
import type { AutomationFormValues } from '../../automation-model';
import { SelectField, TextField, type SetField } from './form-controls';
import { useT, type MailKey } from '../../automation-i18n';
import { INTERVAL_UNIT_LABELS, WEEK_DAY_LABELS } from '../../labels';

const TRIGGER_LABELS: Record<TriggerType, MailKey> = {
  immediate: 'email-assistant.runs.immediate',
  schedule: 'email-assistant.runs.schedule',
  keyword: 'email-assistant.triggerForm.keyword',
  sender: 'email-assistant.triggerForm.sender',
};

const SCHEDULE_LABELS: Record<ScheduleType, MailKey> = {
  interval: 'email-assistant.triggerForm.interval',
  specific_time: 'email-assistant.triggerForm.specificTime',
  daily: 'email-assistant.triggerForm.daily',
  weekly: 'email-assistant.triggerForm.weekly',
};

/** When the automation runs: the trigger, its keywords or senders, and the schedule's fields. */
export function TriggerFields({ value, set }: { value: AutomationFormValues; set: SetField }) {
  const t = useT();
  const bound = { value, set };
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">{t('email-assistant.triggerForm.trigger')}</legend>
      <SelectField
        id="automation-trigger"
        label={t('email-assistant.triggerForm.trigger')}
        field="triggerType"
        options={TRIGGER_TYPES}
        labelOf={(type) => t(TRIGGER_LABELS[type])}
        {...bound}
      />
      {(value.triggerType === 'keyword' || value.triggerType === 'sender') && (
        <TextField
          id="automation-trigger-value"
          label={
            value.triggerType === 'keyword'
              ? t('email-assistant.triggerForm.keywords')
              : t('email-assistant.triggerForm.senders')
          }
          hint={
            value.triggerType === 'keyword'
              ? t('email-assistant.triggerForm.keywordsHint')
              : t('email-assistant.triggerForm.sendersHint')
          }
          field="triggerValue"
          {...bound}
        />
      )}
      {value.triggerType === 'schedule' && (
        <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
          <SelectField
            id="automation-schedule-type"
            label={t('email-assistant.triggerForm.scheduleType')}
            field="scheduleType"
            options={SCHEDULE_TYPES}
            labelOf={(s) => t(SCHEDULE_LABELS[s])}
            {...bound}
          />
          {value.scheduleType === 'interval' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <TextField
                id="automation-interval-value"
                label={t('email-assistant.triggerForm.every')}
                field="intervalValue"
                inputMode="numeric"
                {...bound}
              />
              <SelectField
                id="automation-interval-unit"
                label={t('email-assistant.triggerForm.unit')}
                field="intervalUnit"
                options={INTERVAL_UNITS}
                labelOf={(u) => t(INTERVAL_UNIT_LABELS[u])}
                {...bound}
              />
            </div>
          )}
          {value.scheduleType === 'specific_time' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <TextField
                id="automation-specific-date"
                label={t('email-assistant.common.date')}
                field="specificDate"
                type="date"
                {...bound}
              />
              <TextField
                id="automation-specific-time"
                label={t('email-assistant.common.time')}
                field="specificTime"
                type="time"
                {...bound}
              />
            </div>
          )}
          {(value.scheduleType === 'daily' || value.scheduleType === 'weekly') && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              {value.scheduleType === 'weekly' && (
                <SelectField
                  id="automation-weekly-day"
                  label={t('email-assistant.triggerForm.day')}
                  field="weeklyDay"
                  options={WEEK_DAYS}
                  labelOf={(d) => t(WEEK_DAY_LABELS[d])}
                  className="capitalize"
                  {...bound}
                />
              )}
              <TextField
                id="automation-daily-time"
                label={t('email-assistant.triggerForm.timeOfDay')}
                field="dailyTime"
                type="time"
                {...bound}
              />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
