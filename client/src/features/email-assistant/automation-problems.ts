import { AUTOMATION_MESSAGES, PAUSE_REASON_TEXTS, SAFEGUARDS, type PauseReason } from '@common/automation-constants';
import { EMAIL_SEND_MESSAGES } from '@common/schemas/email-send';
import { HOLD_MESSAGE, REPLY_WINDOW_MESSAGE } from './automation-model';
import { translate, type MailKey } from './automation-i18n';

/**
 * The automation rules are shared with the server (common/schemas/automations.ts), which answers
 * in English with the same words. The form shows them in the interface language: a message it knows
 * word for word is translated, the few that carry a value are read apart, and anything else (a
 * rule added later, a length limit of the schema) shows as it came.
 */
const EXACT: Record<string, MailKey> = {
  [AUTOMATION_MESSAGES.nameRequired]: 'email-assistant.problem.nameRequired',
  [AUTOMATION_MESSAGES.sendEmailFields]: 'email-assistant.problem.sendEmailFields',
  [AUTOMATION_MESSAGES.templateRequired]: 'email-assistant.problem.templateRequired',
  [AUTOMATION_MESSAGES.scheduleTypeRequired]: 'email-assistant.problem.scheduleTypeRequired',
  [AUTOMATION_MESSAGES.intervalRequired]: 'email-assistant.problem.intervalRequired',
  [AUTOMATION_MESSAGES.specificTimeRequired]: 'email-assistant.problem.specificTimeRequired',
  [AUTOMATION_MESSAGES.dailyTimeRequired]: 'email-assistant.problem.dailyTimeRequired',
  [AUTOMATION_MESSAGES.weeklyRequired]: 'email-assistant.problem.weeklyRequired',
  [AUTOMATION_MESSAGES.triggerValueRequired]: 'email-assistant.problem.triggerValueRequired',
  [AUTOMATION_MESSAGES.replyNeedsMailTrigger]: 'email-assistant.problem.replyNeedsMailTrigger',
  [AUTOMATION_MESSAGES.forwardNeedsRecipient]: 'email-assistant.problem.forwardNeedsRecipient',
  [AUTOMATION_MESSAGES.agentRequired]: 'email-assistant.problem.agentRequired',
  'The shortest interval is 5 minutes': 'email-assistant.problem.shortestInterval',
  'The interval is too long': 'email-assistant.problem.intervalTooLong',
  'The date must be a date (YYYY-MM-DD)': 'email-assistant.problem.dateFormat',
  'The time must be a time of day (HH:MM)': 'email-assistant.problem.timeFormat',
  [REPLY_WINDOW_MESSAGE]: 'email-assistant.problem.replyWindow',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Messages that end with the value that failed. */
const WITH_VALUE: [RegExp, MailKey][] = [
  [
    new RegExp(`^${escape(EMAIL_SEND_MESSAGES.invalidRecipients)} \\(not valid: (.*)\\)$`, 's'),
    'email-assistant.problem.invalidRecipients',
  ],
  [
    /^A sender is an address or a domain such as @example\.com \(not valid: (.*)\)$/s,
    'email-assistant.problem.invalidSender',
  ],
];

const UNKNOWN_VARIABLE = /^Unknown template variable (\{\{.*?\}\})\. Use (.*)$/s;

/** A problem of the automation form, in the interface language when it is one the form knows. */
export function problemText(message: string): string {
  const key = EXACT[message];
  if (key) return translate(key);
  if (message === HOLD_MESSAGE)
    return translate('email-assistant.problem.hold', { hours: SAFEGUARDS.maxHoldSeconds / 3600 });
  for (const [pattern, withValue] of WITH_VALUE) {
    const match = pattern.exec(message);
    if (match) return translate(withValue, { value: match[1] });
  }
  const unknown = UNKNOWN_VARIABLE.exec(message);
  if (unknown) return translate('email-assistant.problem.unknownVariable', { name: unknown[1], list: unknown[2] });
  return message;
}

const PAUSE_REASONS: Record<PauseReason, MailKey> = {
  inactivity: 'email-assistant.pause.inactivity',
  account: 'email-assistant.pause.account',
  failures: 'email-assistant.pause.failures',
  circuit_breaker: 'email-assistant.pause.circuitBreaker',
  daily_limit: 'email-assistant.pause.dailyLimit',
  total_limit: 'email-assistant.pause.totalLimit',
  expired: 'email-assistant.pause.expired',
};

/** Why a safeguard paused an automation: the server's words, translated when they are the known ones. */
export function pauseReasonText(reason: PauseReason | null, text: string): string {
  return reason && text === PAUSE_REASON_TEXTS[reason] ? translate(PAUSE_REASONS[reason]) : text;
}
