import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AutomationRequest } from '@common/schemas/automations';
import { previewNextRun } from '../../api/automations-api';
import { useDateFormat } from '@/lib/preferences/date-format';
import { useT } from '../../automation-i18n';

/** How long the schedule must stay unchanged before it is sent for a preview. */
const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Only the schedule decides the next run, so only it is part of the preview's key. */
const scheduleOf = (r: AutomationRequest) => ({
  triggerType: r.triggerType,
  scheduleType: r.scheduleType,
  intervalValue: r.intervalValue,
  intervalUnit: r.intervalUnit,
  specificDate: r.specificDate,
  specificTime: r.specificTime,
  dailyTime: r.dailyTime,
  weeklyDay: r.weeklyDay,
});

/** The next run of the schedule being edited, in the user's timezone, before it is saved. */
export function NextRunPreview({ request }: { request: AutomationRequest }) {
  const schedule = useDebounced(JSON.stringify(scheduleOf(request)), PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ['/api/automations/next-run', schedule],
    queryFn: ({ signal }) => previewNextRun(JSON.parse(schedule) as AutomationRequest, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const format = useDateFormat();
  const t = useT();
  // The server's own words are for when there is no next run; a moment is shown in the user's formats.
  const next = preview.data?.nextRunAt
    ? t('email-assistant.preview.nextRun', {
        when: format.dateTime(preview.data.nextRunAt, { timeZone: preview.data.timezone }),
        zone: preview.data.timezone,
      })
    : preview.data?.text;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClock aria-hidden className="size-4" />
      {preview.isError ? t('email-assistant.preview.error') : (next ?? t('email-assistant.preview.working'))}
    </p>
  );
}
