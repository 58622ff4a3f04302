import { z } from 'zod';
import { text } from './text.js';
import { EMAIL_SEND_MESSAGES } from './email-send.js';
import {
  ACTION_TYPES,
  AGENT_OUTPUTS,
  AUTOMATION_DEFAULTS,
  AUTOMATION_MESSAGES,
  AUTOMATION_NAME_MAX,
  AUTOMATION_STATUSES,
  AUTOMATION_TEXT_MAX,
  INTERVAL_UNITS,
  PAUSE_REASONS,
  RUN_STATUSES,
  RUN_TRIGGERS,
  SAFEGUARDS,
  SCHEDULE_TYPES,
  TEMPLATE_VARIABLES,
  TRIGGER_TYPES,
  WEEK_DAYS,
} from '../automation-constants.js';

export * from '../automation-constants.js';

/**
 * Automations (/api/automations), their runs, the dry run, the next-run preview, the stored agent
 * key and the safeguard status. The form's validation lives here, once, with the specification's
 * messages, so the client shows the same words before sending that the server answers with.
 */

export const AutomationStatusSchema = z.enum(AUTOMATION_STATUSES);
export const TriggerTypeSchema = z.enum(TRIGGER_TYPES);
export const ActionTypeSchema = z.enum(ACTION_TYPES);
export const ScheduleTypeSchema = z.enum(SCHEDULE_TYPES);
export const IntervalUnitSchema = z.enum(INTERVAL_UNITS);
export const WeekDaySchema = z.enum(WEEK_DAYS);
export const AgentOutputSchema = z.enum(AGENT_OUTPUTS);
export const PauseReasonSchema = z.enum(PAUSE_REASONS);

export const AutomationIdParamsSchema = z.object({ id: text().min(1).max(100) });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const field = (max = AUTOMATION_TEXT_MAX) => text().trim().max(max, `Too long (at most ${max} characters)`);
const EMAIL = z.email();

/** `{{name}}` placeholders in a template; an unknown name is an error that lists the known ones. */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
export function unknownTemplateVariables(template: string): string[] {
  const known = new Set<string>(TEMPLATE_VARIABLES);
  return [...template.matchAll(TEMPLATE_PLACEHOLDER)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** Comma-separated addresses, each one valid (an empty list is allowed here; the rules below decide). */
export function splitAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}
export function splitKeywords(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Every field of the Automation entity's form, with the specification's defaults. */
export const AutomationFieldsSchema = z.object({
  name: field(AUTOMATION_NAME_MAX).default(''),
  description: field().default(''),
  status: AutomationStatusSchema.default(AUTOMATION_DEFAULTS.status),
  triggerType: TriggerTypeSchema.default(AUTOMATION_DEFAULTS.triggerType),
  /** Comma-separated keywords or sender addresses. */
  triggerValue: field(2000).default(''),
  actionType: ActionTypeSchema.default(AUTOMATION_DEFAULTS.actionType),
  scheduleType: ScheduleTypeSchema.nullable().default(AUTOMATION_DEFAULTS.scheduleType),
  /** The form sends what was typed: numeric text or a number. */
  intervalValue: z
    .union([z.number(), text().trim().max(20)])
    .nullable()
    .default(AUTOMATION_DEFAULTS.intervalValue),
  intervalUnit: IntervalUnitSchema.nullable().default(AUTOMATION_DEFAULTS.intervalUnit),
  specificDate: field(20).nullable().default(null),
  specificTime: field(10).nullable().default(null),
  dailyTime: field(10).nullable().default(null),
  weeklyDay: WeekDaySchema.nullable().default(AUTOMATION_DEFAULTS.weeklyDay),
  recipientEmail: field(5000).default(''),
  emailSubject: field(1000).default(''),
  emailBody: field().default(''),
  emailTemplate: field().default(''),
  isActive: z.boolean().default(AUTOMATION_DEFAULTS.isActive),
  /** The mailbox to read and send from; null: the first active account when it runs. */
  accountId: text().max(100).nullable().default(null),
  agentId: text().max(100).nullable().default(null),
  agentPrompt: field().default(''),
  agentOutput: AgentOutputSchema.default(AUTOMATION_DEFAULTS.agentOutput),
  /** How long an automated send waits in the outbox, cancellable; 0 sends at once. */
  holdSeconds: z.number().int().min(0).max(SAFEGUARDS.maxHoldSeconds).default(AUTOMATION_DEFAULTS.holdSeconds),
  /** A reply automation answers one sender at most once per this many hours. */
  replyWindowHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(AUTOMATION_DEFAULTS.replyWindowHours),
  /** Accepted from the specified client and ignored: the server records executions itself. */
  lastExecuted: text().max(100).nullable().optional(),
});
export type AutomationFields = z.output<typeof AutomationFieldsSchema>;

/**
 * The form's rules in the specification's order, each message word for word: the name, then what
 * the action needs, then the schedule, then the trigger value. Ours follow where it is silent.
 */
export function automationProblems(a: AutomationFields): string[] {
  const problems: string[] = [];
  if (!a.name) problems.push(AUTOMATION_MESSAGES.nameRequired);
  if (a.actionType === 'send_email') {
    if (!a.recipientEmail || !a.emailSubject || !a.emailBody) problems.push(AUTOMATION_MESSAGES.sendEmailFields);
  } else if (a.actionType === 'agent') {
    if (!a.agentId || !a.agentPrompt) problems.push(AUTOMATION_MESSAGES.agentRequired);
  } else if (!a.emailTemplate) {
    problems.push(AUTOMATION_MESSAGES.templateRequired);
  }
  if (a.actionType === 'forward' && !a.recipientEmail) problems.push(AUTOMATION_MESSAGES.forwardNeedsRecipient);
  const addresses = splitAddresses(a.recipientEmail);
  const bad = addresses.find((address) => !EMAIL.safeParse(address).success);
  if (bad) problems.push(`${EMAIL_SEND_MESSAGES.invalidRecipients} (not valid: ${bad.slice(0, 100)})`);
  for (const template of [a.emailTemplate, a.emailSubject, a.emailBody]) {
    const unknown = unknownTemplateVariables(template);
    if (unknown.length > 0) {
      problems.push(
        `Unknown template variable {{${unknown[0]}}}. Use ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`,
      );
      break;
    }
  }
  if (a.triggerType === 'schedule') problems.push(...scheduleProblems(a));
  if ((a.triggerType === 'keyword' || a.triggerType === 'sender') && !a.triggerValue)
    problems.push(AUTOMATION_MESSAGES.triggerValueRequired);
  if (a.triggerType === 'sender') {
    const sender = splitAddresses(a.triggerValue).find((s) => !s.includes('@') && !s.startsWith('.'));
    if (sender) problems.push(`A sender is an address or a domain such as @example.com (not valid: ${sender})`);
  }
  if (
    (a.actionType === 'reply' || a.actionType === 'forward') &&
    a.triggerType !== 'keyword' &&
    a.triggerType !== 'sender'
  )
    problems.push(AUTOMATION_MESSAGES.replyNeedsMailTrigger);
  return problems;
}

/** The interval as a whole number of its unit, or undefined when it is not one. */
export function intervalNumber(value: AutomationFields['intervalValue']): number | undefined {
  const n = typeof value === 'number' ? value : value ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function scheduleProblems(a: AutomationFields): string[] {
  switch (a.scheduleType) {
    case null:
      return [AUTOMATION_MESSAGES.scheduleTypeRequired];
    case 'interval': {
      const n = intervalNumber(a.intervalValue);
      if (n === undefined || !a.intervalUnit) return [AUTOMATION_MESSAGES.intervalRequired];
      if (a.intervalUnit === 'minutes' && n < 5) return ['The shortest interval is 5 minutes'];
      if (n > 10_000) return ['The interval is too long'];
      return [];
    }
    case 'specific_time':
      if (!a.specificDate || !a.specificTime) return [AUTOMATION_MESSAGES.specificTimeRequired];
      if (!isCalendarDate(a.specificDate)) return ['The date must be a date (YYYY-MM-DD)'];
      if (!TIME_PATTERN.test(a.specificTime)) return ['The time must be a time of day (HH:MM)'];
      return [];
    case 'daily':
      if (!a.dailyTime) return [AUTOMATION_MESSAGES.dailyTimeRequired];
      return TIME_PATTERN.test(a.dailyTime) ? [] : ['The time must be a time of day (HH:MM)'];
    case 'weekly':
      if (!a.weeklyDay || !a.dailyTime) return [AUTOMATION_MESSAGES.weeklyRequired];
      return TIME_PATTERN.test(a.dailyTime) ? [] : ['The time must be a time of day (HH:MM)'];
  }
}

/** POST /api/automations and PATCH /api/automations/:id: the whole form, checked by its rules. */
export const AutomationRequestSchema = AutomationFieldsSchema.superRefine((a, ctx) => {
  for (const message of automationProblems(a)) ctx.addIssue({ code: 'custom', message });
});
export type AutomationRequest = z.input<typeof AutomationRequestSchema>;

export const AutomationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: AutomationStatusSchema,
  triggerType: TriggerTypeSchema,
  triggerValue: z.string(),
  actionType: ActionTypeSchema,
  scheduleType: ScheduleTypeSchema,
  intervalValue: z.number(),
  intervalUnit: IntervalUnitSchema,
  specificDate: z.string().nullable(),
  specificTime: z.string().nullable(),
  dailyTime: z.string().nullable(),
  weeklyDay: WeekDaySchema,
  recipientEmail: z.string(),
  emailSubject: z.string(),
  emailBody: z.string(),
  emailTemplate: z.string(),
  isActive: z.boolean(),
  accountId: z.string().nullable(),
  agentId: z.string().nullable(),
  agentPrompt: z.string(),
  agentOutput: AgentOutputSchema,
  holdSeconds: z.number(),
  replyWindowHours: z.number(),
  /** The timezone the schedule is computed in. */
  timezone: z.string(),
  /** ISO 8601; null when nothing is scheduled. */
  nextRunAt: z.string().nullable(),
  /** ISO 8601 of the last run that did its work; null: never (the badge reads Needs Testing). */
  lastExecuted: z.string().nullable(),
  /** Set when a safeguard paused it: which rule, in words, and when it resumes (null: when the user does). */
  pausedReason: PauseReasonSchema.nullable(),
  pausedReasonText: z.string().nullable(),
  pausedAt: z.string().nullable(),
  resumesAt: z.string().nullable(),
  consecutiveFailures: z.number(),
  runsTotal: z.number(),
  runsToday: z.number(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Automation = z.infer<typeof AutomationSchema>;
export const AutomationListSchema = z.array(AutomationSchema);

/** Execute, pause, resume and stop answer a message (the toasts show it) and the automation as it is now. */
export const AutomationActionResultSchema = z.object({
  message: z.string(),
  automation: AutomationSchema,
  run: z.lazy(() => AutomationRunSchema).nullable(),
});
export type AutomationActionResult = z.infer<typeof AutomationActionResultSchema>;

export const AutomationRunSchema = z.object({
  id: z.string(),
  automationId: z.string(),
  trigger: z.enum(RUN_TRIGGERS),
  status: z.enum(RUN_STATUSES),
  /** The slot a scheduled run was for (ISO 8601), null for others. */
  slotAt: z.string().nullable(),
  /** The condition that matched, in words. */
  matched: z.string().nullable(),
  recipient: z.string().nullable(),
  outboxId: z.string().nullable(),
  /** The outbox message's state and when it goes (a held send can be cancelled until then). */
  outboxStatus: z.string().nullable(),
  outboxSendAt: z.string().nullable(),
  taskId: z.string().nullable(),
  error: z.string().nullable(),
  agentPrompt: z.string().nullable(),
  agentModel: z.string().nullable(),
  estimatedCostUsd: z.number().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof AutomationRunSchema>;
export const AutomationRunListSchema = z.array(AutomationRunSchema);

/** POST /api/automations/next-run: the form's schedule, before saving. */
export const NextRunPreviewSchema = z.object({
  nextRunAt: z.string().nullable(),
  timezone: z.string(),
  /** The next run in words, in the user's timezone ("Mon, 30 Mar 2026, 09:00 (Europe/London)"). */
  text: z.string(),
});
export type NextRunPreview = z.infer<typeof NextRunPreviewSchema>;

/**
 * POST /api/automations/dry-run?automationId=...: the automation being edited, when there is one,
 * so the senders it answered lately count against its reply window as a real run would.
 */
export const DryRunQuerySchema = z.object({ automationId: text().max(100).optional() });
export type DryRunQuery = z.infer<typeof DryRunQuerySchema>;

/** POST /api/automations/dry-run: what the form's trigger and action would have done with recent mail. */
export const DryRunMatchSchema = z.object({
  messageId: z.string(),
  from: z.string(),
  subject: z.string(),
  date: z.string().nullable(),
  matched: z.string(),
  /** What it would have done, or why it would have done nothing (a loop guard, the reply window). */
  outcome: z.enum(['send', 'task', 'agent', 'skipped']),
  skippedBecause: z.string().nullable(),
  wouldSend: z.object({ to: z.string(), subject: z.string(), body: z.string() }).nullable(),
});
export const DryRunResultSchema = z.object({
  accountId: z.string(),
  scanned: z.number(),
  matches: z.array(DryRunMatchSchema),
  /** The provider cost of the agent calls it would have made, in US dollars (0 for other actions). */
  estimatedCostUsd: z.number(),
});
export type DryRunResult = z.infer<typeof DryRunResultSchema>;

/** The provider key stored for agent automations: never sent back, only whether it is there. */
export const AgentKeyStatusSchema = z.object({
  stored: z.boolean(),
  /** The last four characters. */
  hint: z.string().nullable(),
  baseUrl: z.string().nullable(),
  storedAt: z.string().nullable(),
});
export type AgentKeyStatus = z.infer<typeof AgentKeyStatusSchema>;
export const AgentKeyRequestSchema = z.object({
  apiKey: text().trim().min(1, 'Please provide your API key').max(500),
  baseUrl: text().trim().max(500).nullable().optional(),
  /** The user read what is stored and why, and agreed. */
  consent: z.literal(true, { error: 'Please confirm that the key may be stored for your automations' }),
});

/** GET /api/guardrails/status: the specified shape, and what the panel needs to explain it. */
export const GuardrailStatusSchema = z.object({
  user: z.object({ automationsPaused: z.boolean(), lastActivityAt: z.string().nullable() }),
  automations: z.object({ active: z.number(), total: z.number() }),
  canCreateNew: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
  limits: z.object({
    maxRunsPerDay: z.number(),
    maxRunsTotal: z.number(),
    inactivityPauseDays: z.number(),
    lifetimeDays: z.number(),
    schedulerEverySeconds: z.number(),
  }),
  /** Automations a safeguard paused: which rule, since when, and when it resumes. */
  paused: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      reason: PauseReasonSchema,
      text: z.string(),
      since: z.string().nullable(),
      resumesAt: z.string().nullable(),
    }),
  ),
  /** Failed runs of the last day, newest first (the panel lists them). */
  recentFailures: z.array(z.object({ automationId: z.string(), name: z.string(), error: z.string(), at: z.string() })),
});
export type GuardrailStatus = z.infer<typeof GuardrailStatusSchema>;
