import {
  INTERVAL_UNITS,
  SCHEDULE_TYPES,
  TRIGGER_TYPES,
  WEEK_DAYS,
  type IntervalUnit,
  type ScheduleType,
  type TriggerType,
  type WeekDay,
} from '@common/automation-constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AutomationFormValues } from '../../automation-model';

export type SetField = <K extends keyof AutomationFormValues>(key: K, value: AutomationFormValues[K]) => void;

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
  return (
    <fieldset className="grid min-w-0 gap-4 *:min-w-0">
      <legend className="sr-only">Trigger</legend>
      <FormField id="automation-trigger" label="Trigger">
        <NativeSelect
          id="automation-trigger"
          value={value.triggerType}
          onChange={(e) => set('triggerType', e.target.value as TriggerType)}
        >
          {TRIGGER_TYPES.map((t) => (
            <option key={t} value={t}>
              {TRIGGER_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {(value.triggerType === 'keyword' || value.triggerType === 'sender') && (
        <FormField
          id="automation-trigger-value"
          label={value.triggerType === 'keyword' ? 'Keywords' : 'Sender addresses'}
          hint={
            value.triggerType === 'keyword'
              ? 'Comma-separated; a message matches when its subject or text contains one.'
              : 'Comma-separated addresses, or a domain such as @example.com.'
          }
        >
          <Input
            id="automation-trigger-value"
            aria-describedby="automation-trigger-value-hint"
            value={value.triggerValue}
            onChange={(e) => set('triggerValue', e.target.value)}
          />
        </FormField>
      )}
      {value.triggerType === 'schedule' && (
        <div className="grid gap-4 *:min-w-0 @md:grid-cols-2">
          <FormField id="automation-schedule-type" label="Schedule type">
            <NativeSelect
              id="automation-schedule-type"
              value={value.scheduleType}
              onChange={(e) => set('scheduleType', e.target.value as ScheduleType)}
            >
              {SCHEDULE_TYPES.map((s) => (
                <option key={s} value={s}>
                  {SCHEDULE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {value.scheduleType === 'interval' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <FormField id="automation-interval-value" label="Every">
                <Input
                  id="automation-interval-value"
                  inputMode="numeric"
                  value={value.intervalValue}
                  onChange={(e) => set('intervalValue', e.target.value)}
                />
              </FormField>
              <FormField id="automation-interval-unit" label="Unit">
                <NativeSelect
                  id="automation-interval-unit"
                  value={value.intervalUnit}
                  onChange={(e) => set('intervalUnit', e.target.value as IntervalUnit)}
                >
                  {INTERVAL_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          )}
          {value.scheduleType === 'specific_time' && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              <FormField id="automation-specific-date" label="Date">
                <Input
                  id="automation-specific-date"
                  type="date"
                  value={value.specificDate}
                  onChange={(e) => set('specificDate', e.target.value)}
                />
              </FormField>
              <FormField id="automation-specific-time" label="Time">
                <Input
                  id="automation-specific-time"
                  type="time"
                  value={value.specificTime}
                  onChange={(e) => set('specificTime', e.target.value)}
                />
              </FormField>
            </div>
          )}
          {(value.scheduleType === 'daily' || value.scheduleType === 'weekly') && (
            <div className="grid grid-cols-2 gap-2 *:min-w-0">
              {value.scheduleType === 'weekly' && (
                <FormField id="automation-weekly-day" label="Day">
                  <NativeSelect
                    id="automation-weekly-day"
                    className="capitalize"
                    value={value.weeklyDay}
                    onChange={(e) => set('weeklyDay', e.target.value as WeekDay)}
                  >
                    {WEEK_DAYS.map((d) => (
                      <option key={d} value={d}>
                        {d}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              )}
              <FormField id="automation-daily-time" label="Time of day">
                <Input
                  id="automation-daily-time"
                  type="time"
                  value={value.dailyTime}
                  onChange={(e) => set('dailyTime', e.target.value)}
                />
              </FormField>
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
