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

const TRIGGER_LABELS: Record<TriggerType, string> = {
  immediate: 'Immediate',
  schedule: 'Schedule',
  keyword: 'Keyword (incoming mail)',
  sender: 'Sender (incoming mail)',
};

const SCHEDULE_LABELS: Record<ScheduleType, string> = {
  interval: 'Interval',
  specific_time: 'Specific time',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** When the automation runs: the trigger, its keywords or senders, and the schedule's fields. */
export function TriggerFields({ value, set }: { value: AutomationFormValues; set: SetField }) {
  const bound = { value, set };
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">Trigger</legend>
      <SelectField
        id="automation-trigger"
        label="Trigger"
        field="triggerType"
        options={TRIGGER_TYPES}
        labelOf={(t) => TRIGGER_LABELS[t]}
        {...bound}
      />
      {(value.triggerType === 'keyword' || value.triggerType === 'sender') && (
        <TextField
          id="automation-trigger-value"
          label={value.triggerType === 'keyword' ? 'Keywords' : 'Sender addresses'}
          hint={
            value.triggerType === 'keyword'
              ? 'Comma-separated; a message matches when its subject or text contains one.'
              : 'Comma-separated addresses, or a domain such as @example.com.'
          }
          field="triggerValue"
          {...bound}
        />
      )}
      {value.triggerType === 'schedule' && (
        <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
          <SelectField
            id="automation-schedule-type"
            label="Schedule type"
            field="scheduleType"
            options={SCHEDULE_TYPES}
            labelOf={(s) => SCHEDULE_LABELS[s]}
            {...bound}
          />
          {value.scheduleType === 'interval' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <TextField
                id="automation-interval-value"
                label="Every"
                field="intervalValue"
                inputMode="numeric"
                {...bound}
              />
              <SelectField
                id="automation-interval-unit"
                label="Unit"
                field="intervalUnit"
                options={INTERVAL_UNITS}
                {...bound}
              />
            </div>
          )}
          {value.scheduleType === 'specific_time' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <TextField id="automation-specific-date" label="Date" field="specificDate" type="date" {...bound} />
              <TextField id="automation-specific-time" label="Time" field="specificTime" type="time" {...bound} />
            </div>
          )}
          {(value.scheduleType === 'daily' || value.scheduleType === 'weekly') && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              {value.scheduleType === 'weekly' && (
                <SelectField
                  id="automation-weekly-day"
                  label="Day"
                  field="weeklyDay"
                  options={WEEK_DAYS}
                  className="capitalize"
                  {...bound}
                />
              )}
              <TextField id="automation-daily-time" label="Time of day" field="dailyTime" type="time" {...bound} />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
