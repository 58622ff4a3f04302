import type { automationsApi } from '@common/api/automations';
import type { emailSendApi } from '@common/api/email-send';
import type { AutomationRequest } from '@common/schemas/automations';
import type { SendEmailRequest } from '@common/schemas/email-send';
import { apiEndpoint, apiListEndpoint } from '@/lib/api-client';
import { SHOWN_BEFORE_PAGING, RUNS_SHOWN_BEFORE_PAGING } from '@/lib/list-sizes';

/**
 * Automations (/api/automations), their runs, the dry run and next-run preview, the stored agent
 * key, the safeguard status, and the two outbox calls the automation form and history make.
 */
export const AUTOMATIONS_QUERY_KEY = ['/api/automations'] as const;
export const automationRunsQueryKey = (id: string) => ['/api/automations', id, 'runs'] as const;
export const AGENT_KEY_QUERY_KEY = ['/api/automations/agent-key'] as const;
export const GUARDRAILS_QUERY_KEY = ['/api/guardrails/status'] as const;

const list = apiListEndpoint<typeof automationsApi.list>('GET', '/api/automations', SHOWN_BEFORE_PAGING);
const create = apiEndpoint<typeof automationsApi.create>('POST', '/api/automations');
const update = apiEndpoint<typeof automationsApi.update>('PATCH', '/api/automations/:id');
const remove = apiEndpoint<typeof automationsApi.remove>('DELETE', '/api/automations/:id');
const execute = apiEndpoint<typeof automationsApi.execute>('POST', '/api/automations/:id/execute');
const pause = apiEndpoint<typeof automationsApi.pause>('PATCH', '/api/automations/:id/pause');
const resume = apiEndpoint<typeof automationsApi.resume>('PATCH', '/api/automations/:id/resume');
const stop = apiEndpoint<typeof automationsApi.stop>('PATCH', '/api/automations/:id/stop');
const start = apiEndpoint<typeof automationsApi.start>('PATCH', '/api/automations/:id/start');
const runs = apiListEndpoint<typeof automationsApi.runs>('GET', '/api/automations/:id/runs', RUNS_SHOWN_BEFORE_PAGING);
const nextRun = apiEndpoint<typeof automationsApi.nextRun>('POST', '/api/automations/next-run');
const dryRun = apiEndpoint<typeof automationsApi.dryRun>('POST', '/api/automations/dry-run');
const agentKey = apiEndpoint<typeof automationsApi.agentKey>('GET', '/api/automations/agent-key');
const storeAgentKey = apiEndpoint<typeof automationsApi.storeAgentKey>('PUT', '/api/automations/agent-key');
const deleteAgentKey = apiEndpoint<typeof automationsApi.deleteAgentKey>('DELETE', '/api/automations/agent-key');
const guardrails = apiEndpoint<typeof automationsApi.guardrails>('GET', '/api/guardrails/status');
const quickSend = apiEndpoint<typeof emailSendApi.quickSend>('POST', '/api/emails/send');
const cancelOutbox = apiEndpoint<typeof emailSendApi.cancel>('POST', '/api/email/outbox/:id/cancel');

export const fetchAutomations = () => list();
export const createAutomation = (body: AutomationRequest) => create({ body });
export const updateAutomation = (id: string, body: AutomationRequest) => update({ params: { id }, body });
export const deleteAutomation = (id: string) => remove({ params: { id } });

/** The lifecycle calls: each answers a message (the toast shows it) and the automation as it is now. */
export const LIFECYCLE_CALLS = {
  execute: (id: string) => execute({ params: { id } }),
  pause: (id: string) => pause({ params: { id } }),
  resume: (id: string) => resume({ params: { id } }),
  stop: (id: string) => stop({ params: { id } }),
  start: (id: string) => start({ params: { id } }),
};
export type LifecycleAction = keyof typeof LIFECYCLE_CALLS;

export const fetchRuns = (id: string) => runs({ params: { id } });
export const previewNextRun = (body: AutomationRequest, signal?: AbortSignal) => nextRun({ body }, { signal });
/** automationId: the automation being edited, so the senders it answered lately count against its reply window. */
export const runDryRun = (body: AutomationRequest, automationId: string | null = null) =>
  dryRun({ body, query: automationId ? { automationId } : {} });

export const fetchAgentKey = () => agentKey();
/** consent: the user ticked that they read what is stored and agree. */
export const storeAgentKeyWithConsent = (apiKey: string, baseUrl: string | null) =>
  storeAgentKey({ body: { apiKey, baseUrl, consent: true } });
export const withdrawAgentKey = () => deleteAgentKey();

export const fetchGuardrails = () => guardrails();

// randomUUID exists only in secure contexts (https, localhost).
const uniqueKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The form's quick send through the outbox; the idempotency key keeps a retried request from sending twice. */
export const quickSendEmail = (body: SendEmailRequest) =>
  quickSend({ body }, { headers: { 'idempotency-key': uniqueKey() } });

/** A held automated send, cancelled before its time. */
export const cancelHeldSend = (outboxId: string) => cancelOutbox({ params: { id: outboxId } });
