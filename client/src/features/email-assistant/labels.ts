import type { IntervalUnit, WeekDay } from '@common/automation-constants';
import type { EmailLength, EmailTone, EmailType, InfoType } from '@common/email-ai-constants';
import type { OutboxStatus } from '@common/email-send-constants';
import type { TaskCategory, TaskPriority, TaskStatus } from '@common/task-constants';
import type { Translate } from '@/lib/i18n/i18n';
import type { MailKey } from './i18n';

/**
 * The words for the values the assistant shows from fixed lists (a tone, a status, a unit), as keys
 * resolved at render time. English reads as the value did before (lower case, styled by the view).
 */

export const TONE_LABELS: Record<EmailTone, MailKey> = {
  professional: 'email-assistant.tone.professional',
  casual: 'email-assistant.tone.casual',
  formal: 'email-assistant.tone.formal',
  friendly: 'email-assistant.tone.friendly',
};

export const TYPE_LABELS: Record<EmailType, MailKey> = {
  draft: 'email-assistant.type.draft',
  reply: 'email-assistant.type.reply',
  forward: 'email-assistant.type.forward',
};

export const LENGTH_LABELS: Record<EmailLength, MailKey> = {
  brief: 'email-assistant.length.brief',
  medium: 'email-assistant.length.medium',
  detailed: 'email-assistant.length.detailed',
};

export const INFO_LABELS: Record<InfoType, MailKey> = {
  action_items: 'email-assistant.analyze.info.actionItems',
  dates: 'email-assistant.analyze.info.dates',
  contacts: 'email-assistant.analyze.info.contacts',
  key_points: 'email-assistant.analyze.info.keyPoints',
  sentiment: 'email-assistant.analyze.info.sentiment',
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, MailKey> = {
  scheduled: 'email-assistant.outboxStatus.scheduled',
  sending: 'email-assistant.outboxStatus.sending',
  sent: 'email-assistant.outboxStatus.sent',
  failed: 'email-assistant.outboxStatus.failed',
  uncertain: 'email-assistant.outboxStatus.uncertain',
  cancelled: 'email-assistant.outboxStatus.cancelled',
};

export const TASK_STATUS_LABELS: Record<TaskStatus, MailKey> = {
  pending: 'email-assistant.taskStatus.pending',
  in_progress: 'email-assistant.taskStatus.inProgress',
  completed: 'email-assistant.taskStatus.completed',
};

export const PRIORITY_LABELS: Record<TaskPriority, MailKey> = {
  low: 'email-assistant.priority.low',
  medium: 'email-assistant.priority.medium',
  high: 'email-assistant.priority.high',
};

export const CATEGORY_LABELS: Record<TaskCategory, MailKey> = {
  'follow-up': 'email-assistant.category.followUp',
  research: 'email-assistant.category.research',
  meeting: 'email-assistant.category.meeting',
  review: 'email-assistant.category.review',
};

export const INTERVAL_UNIT_LABELS: Record<IntervalUnit, MailKey> = {
  minutes: 'email-assistant.unit.minutes',
  hours: 'email-assistant.unit.hours',
  days: 'email-assistant.unit.days',
};

export const WEEK_DAY_LABELS: Record<WeekDay, MailKey> = {
  monday: 'email-assistant.day.monday',
  tuesday: 'email-assistant.day.tuesday',
  wednesday: 'email-assistant.day.wednesday',
  thursday: 'email-assistant.day.thursday',
  friday: 'email-assistant.day.friday',
  saturday: 'email-assistant.day.saturday',
  sunday: 'email-assistant.day.sunday',
};

/** A value of one of the lists above, or the value itself when it is not on the list (an older draft's). */
export function labelOf<V extends string>(t: Translate<MailKey>, labels: Record<V, MailKey>, value: string): string {
  return value in labels ? t(labels[value as V]) : value;
}

export const toneLabel = (t: Translate<MailKey>, tone: string) => labelOf(t, TONE_LABELS, tone);
