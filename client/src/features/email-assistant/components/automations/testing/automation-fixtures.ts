import type { Automation, AutomationRun, GuardrailStatus } from '@common/schemas/automations';
import type { EmailAccount } from '@common/schemas/email-accounts';
import type { AiSettings } from '../../../api/email-ai-api';

/** The answers of the automation routes in the server's shapes, for component tests. */
export const AI: AiSettings = {
  apiKey: 'sk-test-0123456789abcdefghij',
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
};

export const account = (overrides: Partial<EmailAccount> = {}): EmailAccount => ({
  id: 'acc-1',
  provider: 'gmail',
  email: 'ada@example.com',
  displayName: 'Ada',
  isActive: true,
  syncEnabled: true,
  lastSyncAt: null,
  needsReauth: false,
  authType: 'oauth',
  ...overrides,
});

export const automation = (overrides: Partial<Automation> = {}): Automation => ({
  id: 'auto-1',
  name: 'Weekly report',
  description: '',
  status: 'active',
  triggerType: 'schedule',
  triggerValue: '',
  actionType: 'send_email',
  scheduleType: 'interval',
  intervalValue: 15,
  intervalUnit: 'minutes',
  specificDate: null,
  specificTime: null,
  dailyTime: null,
  weeklyDay: 'monday',
  recipientEmail: 'grace@example.com',
  emailSubject: 'Status',
  emailBody: 'All fine',
  emailTemplate: '',
  isActive: true,
  accountId: 'acc-1',
  agentId: null,
  agentPrompt: '',
  agentOutput: 'email',
  holdSeconds: 120,
  replyWindowHours: 24,
  timezone: 'Europe/London',
  nextRunAt: '2026-11-25T12:15:00.000Z',
  lastExecuted: null,
  pausedReason: null,
  pausedReasonText: null,
  pausedAt: null,
  resumesAt: null,
  consecutiveFailures: 0,
  runsTotal: 0,
  runsToday: 0,
  expiresAt: '2027-11-25T12:00:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  ...overrides,
});

export const run = (overrides: Partial<AutomationRun> = {}): AutomationRun => ({
  id: 'run-1',
  automationId: 'auto-1',
  trigger: 'schedule',
  status: 'succeeded',
  slotAt: '2026-11-25T12:15:00.000Z',
  matched: null,
  recipient: 'grace@example.com',
  outboxId: 'out-1',
  outboxStatus: 'sent',
  outboxSendAt: '2026-11-25T12:17:00.000Z',
  taskId: null,
  error: null,
  agentPrompt: null,
  agentModel: null,
  estimatedCostUsd: null,
  startedAt: '2026-11-25T12:15:01.000Z',
  finishedAt: '2026-11-25T12:15:02.000Z',
  ...overrides,
});

export const guardrails = (overrides: Partial<GuardrailStatus> = {}): GuardrailStatus => ({
  user: { automationsPaused: false, lastActivityAt: '2026-11-24T09:00:00.000Z' },
  automations: { active: 1, total: 2 },
  canCreateNew: { allowed: true, reason: null },
  limits: {
    maxRunsPerDay: 50,
    maxRunsTotal: 1000,
    inactivityPauseDays: 14,
    lifetimeDays: 365,
    schedulerEverySeconds: 60,
  },
  paused: [],
  recentFailures: [],
  ...overrides,
});
