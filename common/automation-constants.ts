/**
 * The automations' value lists, defaults, safeguards and texts, free of zod so the email assistant
 * (on the dashboard's first load) can use them; schemas/automations.ts builds its enums on them.
 */
export const AUTOMATION_STATUSES = ['active', 'paused', 'stopped'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

export const TRIGGER_TYPES = ['immediate', 'schedule', 'keyword', 'sender'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** send_email uses its own recipient, subject and body; every other action uses the email template. */
export const ACTION_TYPES = ['send_email', 'reply', 'forward', 'task', 'agent'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const SCHEDULE_TYPES = ['interval', 'specific_time', 'daily', 'weekly'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const INTERVAL_UNITS = ['minutes', 'hours', 'days'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Where an agent action's answer goes. */
export const AGENT_OUTPUTS = ['email', 'task'] as const;
export type AgentOutput = (typeof AGENT_OUTPUTS)[number];

export const RUN_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const RUN_TRIGGERS = ['schedule', 'mail', 'manual', 'immediate'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/** Why the server paused an automation (null: the user did, or it runs). */
export const PAUSE_REASONS = [
  'inactivity',
  'account',
  'failures',
  'circuit_breaker',
  'daily_limit',
  'total_limit',
  'expired',
] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

export const AUTOMATION_DEFAULTS = {
  status: 'active',
  triggerType: 'schedule',
  actionType: 'send_email',
  scheduleType: 'interval',
  intervalValue: 15,
  intervalUnit: 'minutes',
  weeklyDay: 'monday',
  isActive: true,
  agentOutput: 'email',
  holdSeconds: 120,
  replyWindowHours: 24,
} as const;

/** The safeguards, enforced by the server when it claims a run. */
export const SAFEGUARDS = {
  /** Every automation of a user pauses after this long without a sign-in; signing in resumes them. */
  inactivityPauseMs: 14 * 24 * 60 * 60_000,
  maxRunsPerDay: 50,
  maxRunsTotal: 1000,
  /** An automation expires this long after it was created. */
  lifetimeMs: 365 * 24 * 60 * 60_000,
  /** How often the scheduler looks for due automations. */
  schedulerEveryMs: 60_000,
  /** The circuit breaker: this many messages to one address within the window pauses the automation. */
  breakerSends: 3,
  breakerWindowMs: 60 * 60_000,
  /** Failures in a row before an automation pauses itself; each one backs off longer. */
  maxConsecutiveFailures: 5,
  failureBackoffMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000],
  /** The most a hold window may be. */
  maxHoldSeconds: 24 * 60 * 60,
  /** The dry run looks at this many recent messages. */
  dryRunMessages: 50,
} as const;

/** The client polls GET /api/guardrails/status this often. */
export const GUARDRAILS_POLL_MS = 60_000;

export const AUTOMATION_NAME_MAX = 200;
export const AUTOMATION_TEXT_MAX = 10_000;

/** The specification's texts, word for word, and ours beside them. */
export const AUTOMATION_MESSAGES = {
  nameRequired: 'Please provide an automation name',
  sendEmailFields: 'Please fill in recipient email, subject, and body',
  templateRequired: 'Please provide an email template',
  scheduleTypeRequired: 'Please choose a schedule type',
  intervalRequired: 'Please provide an interval value and unit',
  specificTimeRequired: 'Please provide a date and time',
  dailyTimeRequired: 'Please provide a time of day',
  weeklyRequired: 'Please provide a day and time',
  triggerValueRequired: 'Please provide keywords or sender addresses',
  replyNeedsMailTrigger: 'Reply and forward answer incoming mail: choose a keyword or sender trigger',
  forwardNeedsRecipient: 'Please provide the address to forward to',
  agentRequired: 'Please choose an agent and write its prompt',
  notFound: 'Automation not found',
  noAccounts:
    "No email accounts connected. Automations are saved but won't execute until you connect an email account.",
  allVerified: 'All automations are deployed and verified through execution testing',
  pendingVerification: (n: number) => `${n} automation(s) pending verification - click execute to verify functionality`,
  noAccountsHint: 'Automation features are available with the Pro plan.',
} as const;

/** The badge an automation shows. */
export const AUTOMATION_BADGES = {
  paused: 'Paused',
  stopped: 'Stopped',
  notDeployed: 'Not Deployed',
  active: 'Active',
  needsTesting: 'Needs Testing',
} as const;

/** Why an automation was paused by a rule, in words the panel shows. */
export const PAUSE_REASON_TEXTS: Record<PauseReason, string> = {
  inactivity: 'Paused after 14 days without a sign-in. Signing in resumes it.',
  account: 'Paused because its email account was disconnected or needs to be linked again.',
  failures: 'Paused after repeated failures. Fix the cause, then resume it.',
  circuit_breaker: 'Paused by the circuit breaker: it sent 3 messages to one address within an hour.',
  daily_limit: 'Paused for today: it reached 50 executions. It resumes tomorrow.',
  total_limit: 'Stopped for good: it reached 1,000 executions.',
  expired: 'Expired one year after it was created.',
};

/** The variables an email template may use, as {{name}}. */
export const TEMPLATE_VARIABLES = [
  'sender',
  'senderName',
  'subject',
  'date',
  'body',
  'recipient',
  'automation',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
