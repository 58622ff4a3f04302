import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_MESSAGES,
  SAFEGUARDS,
  type ActionType,
  type AgentOutput,
  type AutomationStatus,
  type IntervalUnit,
  type ScheduleType,
  type TriggerType,
  type WeekDay,
} from '@common/automation-constants';
import type { Automation, AutomationRequest } from '@common/schemas/automations';
import { formatDate, formatDateTime, formatTime } from '@/lib/preferences/date-format';
import { translate, type MailKey } from './automation-i18n';

/** The automation form's fields as its inputs hold them: text for numbers, '' for nothing chosen. */
export interface AutomationFormValues {
  name: string;
  description: string;
  /** Kept from the automation being edited, so saving the form does not change its lifecycle. */
  status: AutomationStatus;
  triggerType: TriggerType;
  triggerValue: string;
  actionType: ActionType;
  scheduleType: ScheduleType;
  intervalValue: string;
  intervalUnit: IntervalUnit;
  specificDate: string;
  specificTime: string;
  dailyTime: string;
  weeklyDay: WeekDay;
  recipientEmail: string;
  emailSubject: string;
  emailBody: string;
  emailTemplate: string;
  /** '' until the user picks one: the first active account is shown and saved. */
  accountId: string;
  agentId: string;
  agentPrompt: string;
  agentOutput: AgentOutput;
  holdValue: string;
  holdUnit: HoldUnit;
  replyWindowHours: string;
}

export const HOLD_UNITS = ['seconds', 'minutes'] as const;
export type HoldUnit = (typeof HOLD_UNITS)[number];

export const EMPTY_AUTOMATION_FORM: AutomationFormValues = {
  name: '',
  description: '',
  status: AUTOMATION_DEFAULTS.status,
  triggerType: AUTOMATION_DEFAULTS.triggerType,
  triggerValue: '',
  actionType: AUTOMATION_DEFAULTS.actionType,
  scheduleType: AUTOMATION_DEFAULTS.scheduleType,
  intervalValue: String(AUTOMATION_DEFAULTS.intervalValue),
  intervalUnit: AUTOMATION_DEFAULTS.intervalUnit,
  specificDate: '',
  specificTime: '',
  dailyTime: '',
  weeklyDay: AUTOMATION_DEFAULTS.weeklyDay,
  recipientEmail: '',
  emailSubject: '',
  emailBody: '',
  emailTemplate: '',
  accountId: '',
  agentId: '',
  agentPrompt: '',
  agentOutput: AUTOMATION_DEFAULTS.agentOutput,
  // The default hold is two minutes; whole minutes read better than 120 seconds.
  holdValue: String(AUTOMATION_DEFAULTS.holdSeconds / 60),
  holdUnit: 'minutes',
  replyWindowHours: String(AUTOMATION_DEFAULTS.replyWindowHours),
};

/** An automation loaded into the form for editing. */
export function formOf(a: Automation): AutomationFormValues {
  const inMinutes = a.holdSeconds > 0 && a.holdSeconds % 60 === 0;
  return {
    name: a.name,
    description: a.description,
    status: a.status,
    triggerType: a.triggerType,
    triggerValue: a.triggerValue,
    actionType: a.actionType,
    scheduleType: a.scheduleType,
    intervalValue: String(a.intervalValue),
    intervalUnit: a.intervalUnit,
    specificDate: a.specificDate ?? '',
    specificTime: a.specificTime ?? '',
    dailyTime: a.dailyTime ?? '',
    weeklyDay: a.weeklyDay,
    recipientEmail: a.recipientEmail,
    emailSubject: a.emailSubject,
    emailBody: a.emailBody,
    emailTemplate: a.emailTemplate,
    accountId: a.accountId ?? '',
    agentId: a.agentId ?? '',
    agentPrompt: a.agentPrompt,
    agentOutput: a.agentOutput,
    holdValue: String(inMinutes ? a.holdSeconds / 60 : a.holdSeconds),
    holdUnit: inMinutes ? 'minutes' : 'seconds',
    replyWindowHours: String(a.replyWindowHours),
  };
}

const wholeNumber = (text: string): number | undefined => {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(n) ? n : undefined;
};

/** The hold window in seconds, or undefined when the input is not a whole, non-negative number. */
export function holdSecondsOf(form: Pick<AutomationFormValues, 'holdValue' | 'holdUnit'>): number | undefined {
  const n = wholeNumber(form.holdValue);
  if (n === undefined || n < 0) return undefined;
  return form.holdUnit === 'minutes' ? n * 60 : n;
}

export const HOLD_MESSAGE = `The hold window is a whole number of seconds or minutes, from 0 (send at once) to ${
  SAFEGUARDS.maxHoldSeconds / 3600
} hours`;
export const REPLY_WINDOW_MESSAGE = 'The reply window is a whole number of hours, from 1 to 720';

/** Problems of the fields only this form has (the hold and reply windows), before the shared rules. */
export function windowProblems(form: AutomationFormValues): string[] {
  const problems: string[] = [];
  const hold = holdSecondsOf(form);
  if (hold === undefined || hold > SAFEGUARDS.maxHoldSeconds) problems.push(HOLD_MESSAGE);
  if (form.actionType === 'reply') {
    const hours = wholeNumber(form.replyWindowHours);
    if (hours === undefined || hours < 1 || hours > 24 * 30) problems.push(REPLY_WINDOW_MESSAGE);
  }
  return problems;
}

/**
 * The request the form sends. The account is the one chosen, or the first active one the select
 * shows; the hold and reply windows fall back to their defaults only when windowProblems already
 * refused the form.
 */
export function requestOf(form: AutomationFormValues, defaultAccountId: string | null): AutomationRequest {
  const reply = wholeNumber(form.replyWindowHours);
  return {
    name: form.name,
    description: form.description,
    status: form.status,
    triggerType: form.triggerType,
    triggerValue: form.triggerValue,
    actionType: form.actionType,
    scheduleType: form.scheduleType,
    intervalValue: form.intervalValue,
    intervalUnit: form.intervalUnit,
    specificDate: form.specificDate || null,
    specificTime: form.specificTime || null,
    dailyTime: form.dailyTime || null,
    weeklyDay: form.weeklyDay,
    recipientEmail: form.recipientEmail,
    emailSubject: form.emailSubject,
    emailBody: form.emailBody,
    emailTemplate: form.emailTemplate,
    isActive: true,
    accountId: form.accountId || defaultAccountId,
    agentId: form.agentId || null,
    agentPrompt: form.agentPrompt,
    agentOutput: form.agentOutput,
    holdSeconds: holdSecondsOf(form) ?? AUTOMATION_DEFAULTS.holdSeconds,
    replyWindowHours: reply !== undefined && reply >= 1 ? reply : AUTOMATION_DEFAULTS.replyWindowHours,
  };
}

/** Which trigger reads mail (keyword and sender): these get a dry run before they are deployed. */
export const readsMail = (trigger: TriggerType) => trigger === 'keyword' || trigger === 'sender';

/** The send-now and quick-send buttons need the three fields of a message (the form rules: all three or nothing to send). */
export function quickSendProblem(form: Pick<AutomationFormValues, 'recipientEmail' | 'emailSubject' | 'emailBody'>) {
  return form.recipientEmail.trim() && form.emailSubject.trim() && form.emailBody.trim()
    ? null
    : AUTOMATION_MESSAGES.sendEmailFields;
}

type BadgeVariant = 'default' | 'success' | 'destructive' | 'outline';

/**
 * The badge, in the specification's order: the user's lifecycle first (Paused, Stopped), then
 * whether it can run at all (Not Deployed without a connected account), then whether it ever did
 * (Active once executed, Needs Testing before).
 */
export function automationBadge(
  a: Pick<Automation, 'status' | 'lastExecuted'>,
  hasAccounts: boolean,
): { label: string; variant: BadgeVariant } {
  if (a.status === 'paused') return { label: translate('email-assistant.badge.paused'), variant: 'outline' };
  if (a.status === 'stopped') return { label: translate('email-assistant.badge.stopped'), variant: 'destructive' };
  if (!hasAccounts) return { label: translate('email-assistant.badge.notDeployed'), variant: 'destructive' };
  if (a.lastExecuted) return { label: translate('email-assistant.badge.active'), variant: 'success' };
  return { label: translate('email-assistant.badge.needsTesting'), variant: 'default' };
}

type LifecycleButtonAction = 'pause' | 'stop' | 'resume' | 'start';
/** A button's label is read when it is shown, in the interface language of that moment. */
const button = (action: LifecycleButtonAction, key: MailKey) => ({
  action,
  get label() {
    return translate(key);
  },
});

/** The lifecycle buttons each state offers (Edit and Delete are offered in every state). */
export const LIFECYCLE_BUTTONS: Record<AutomationStatus, { action: LifecycleButtonAction; label: string }[]> = {
  active: [button('pause', 'email-assistant.lifecycle.pause'), button('stop', 'email-assistant.lifecycle.stop')],
  paused: [button('resume', 'email-assistant.lifecycle.resume')],
  stopped: [button('start', 'email-assistant.lifecycle.start')],
};

/** The toasts of each lifecycle call: success title, failure title, and a fallback for the failure. */
export const LIFECYCLE_TOASTS = {
  execute: {
    done: 'email-assistant.lifecycle.executeDone',
    failed: 'email-assistant.lifecycle.executeFailed',
    fallback: 'email-assistant.lifecycle.executeFallback',
  },
  pause: {
    done: 'email-assistant.lifecycle.pauseDone',
    failed: 'email-assistant.lifecycle.pauseFailed',
    fallback: 'email-assistant.lifecycle.pauseFallback',
  },
  resume: {
    done: 'email-assistant.lifecycle.resumeDone',
    failed: 'email-assistant.lifecycle.resumeFailed',
    fallback: 'email-assistant.lifecycle.resumeFallback',
  },
  stop: {
    done: 'email-assistant.lifecycle.stopDone',
    failed: 'email-assistant.lifecycle.stopFailed',
    fallback: 'email-assistant.lifecycle.stopFallback',
  },
  // The specification names no toast for starting a stopped automation; it reads like resuming.
  start: {
    done: 'email-assistant.lifecycle.startDone',
    failed: 'email-assistant.lifecycle.startFailed',
    fallback: 'email-assistant.lifecycle.startFallback',
  },
} as const satisfies Record<string, Record<'done' | 'failed' | 'fallback', MailKey>>;

/** A schedule's wall-clock day or time in the user's formats; '?' where the form left it empty. */
const clock = (value: string | null, format: (value: string) => string) => (value ? format(value) : '?');

const EVERY: Record<Automation['intervalUnit'], MailKey> = {
  minutes: 'email-assistant.trigger.everyMinutes',
  hours: 'email-assistant.trigger.everyHours',
  days: 'email-assistant.trigger.everyDays',
};

const WEEKLY: Record<Automation['weeklyDay'], MailKey> = {
  monday: 'email-assistant.trigger.weekly.monday',
  tuesday: 'email-assistant.trigger.weekly.tuesday',
  wednesday: 'email-assistant.trigger.weekly.wednesday',
  thursday: 'email-assistant.trigger.weekly.thursday',
  friday: 'email-assistant.trigger.weekly.friday',
  saturday: 'email-assistant.trigger.weekly.saturday',
  sunday: 'email-assistant.trigger.weekly.sunday',
};

/** When an automation runs, in words ("Every 15 minutes", "Mondays at 9:00 AM", "Keywords: invoice"). */
export function triggerSummary(
  a: Pick<
    Automation,
    | 'triggerType'
    | 'triggerValue'
    | 'scheduleType'
    | 'intervalValue'
    | 'intervalUnit'
    | 'specificDate'
    | 'specificTime'
    | 'dailyTime'
    | 'weeklyDay'
    | 'timezone'
  >,
): string {
  switch (a.triggerType) {
    case 'immediate':
      return translate('email-assistant.trigger.immediately');
    case 'keyword':
      return translate('email-assistant.trigger.keywords', { value: a.triggerValue });
    case 'sender':
      return translate('email-assistant.trigger.senders', { value: a.triggerValue });
    case 'schedule': {
      const text = {
        interval: () => translate(EVERY[a.intervalUnit], { count: a.intervalValue, n: String(a.intervalValue) }),
        specific_time: () =>
          translate('email-assistant.trigger.once', {
            date: clock(a.specificDate, formatDate),
            time: clock(a.specificTime, formatTime),
          }),
        daily: () => translate('email-assistant.trigger.daily', { time: clock(a.dailyTime, formatTime) }),
        weekly: () => translate(WEEKLY[a.weeklyDay], { time: clock(a.dailyTime, formatTime) }),
      }[a.scheduleType]();
      return a.scheduleType === 'interval' ? text : `${text} (${a.timezone})`;
    }
  }
}

/** The deployment panel: automations that ran at least once count as verified. */
export function deploymentMessage(automations: readonly Pick<Automation, 'lastExecuted'>[]): string {
  const pending = automations.filter((a) => !a.lastExecuted).length;
  return pending === 0
    ? translate('email-assistant.deploy.allVerified')
    : translate('email-assistant.deploy.pending', { count: pending });
}

/** A moment in the user's date and time formats (display preferences). */
export const whenText = (iso: string) => formatDateTime(iso);
