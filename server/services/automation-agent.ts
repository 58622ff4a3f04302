import type { Kysely } from 'kysely';
import { AGENTS } from '../../common/agents/catalogue.js';
import { isValidApiKey } from '../../common/api-key.js';
import {
  CHAT_ERROR_MESSAGES,
  CHAT_MAX_TOKENS,
  CHAT_TEMPERATURE,
  DEFAULT_MODEL,
  estimateCostUsd,
  estimatePromptTokens,
  estimateTokens,
  type ProviderMessage,
} from '../../common/chat.js';
import type { AgentKeyStatus } from '../../common/schemas/automations.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { DomainError, invalid } from '../lib/domain-error.js';
import { assertAllowedBaseUrl, completeText } from '../llm/provider-client.js';
import { assertAgent } from './entitlements.js';
import { recordUsage } from './usage.js';

/**
 * Agent actions of automations: the library agent runs with the user's provider key, which the
 * server keeps only for users who opted in (sealed, never logged, deleted with the opt-in or the
 * last agent automation).
 */

const AGENTS_BY_ID = new Map(AGENTS.map((a) => [a.id, a]));

function agentFor(agentId: string) {
  const agent = AGENTS_BY_ID.get(agentId);
  if (!agent) throw invalid('Unknown agent', 'unknown_agent');
  return agent;
}

/** The catalogue names no model per agent today; if it ever does, that one wins. */
const modelFor = (agent: object): string => {
  const model = (agent as { model?: unknown }).model;
  return typeof model === 'string' && model ? model : DEFAULT_MODEL;
};

/** What the provider receives for one run: the agent's own system prompt, then the prompt. */
export function agentMessages(agentId: string, prompt: string): ProviderMessage[] {
  return [
    { role: 'system', content: agentFor(agentId).systemPrompt },
    { role: 'user', content: prompt },
  ];
}

/**
 * The cost of one run before it happens, without calling the provider. The answer is assumed to
 * use all of its CHAT_MAX_TOKENS (the cap sent with the request), so the figure is a ceiling: a
 * user deciding whether to deploy should never be told less than a run can cost.
 */
export function estimateAgentCost(agentId: string, prompt: string): { model: string; estimatedCostUsd: number } {
  const model = modelFor(agentFor(agentId));
  const promptTokens = estimatePromptTokens(agentMessages(agentId, prompt));
  return { model, estimatedCostUsd: estimateCostUsd(model, promptTokens, CHAT_MAX_TOKENS) ?? 0 };
}

/** The stored key is for agent automations only: once the user has none left, it goes. */
export async function forgetAgentKeyIfUnused(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('automation_keys')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('automations')
            .select('automations.id')
            .where('automations.user_id', '=', userId)
            .where('automations.action_type', '=', 'agent'),
        ),
      ),
    )
    .execute();
}

/** What the automation form and a failed run tell a user who has not stored a key. */
export const AGENT_KEY_MISSING_MESSAGE =
  'Agent automations need your provider API key stored on the server. Store it in the automation form (agent action), then run the automation again.';

/** Bound to the user and the column: a sealed key copied to another user's row does not open. */
const keyContext = (userId: string) => `automation_keys:key_enc:${userId}`;

const NO_KEY: AgentKeyStatus = { stored: false, hint: null, baseUrl: null, storedAt: null };

function toStatus(row: { key_hint: string; base_url: string | null; created_at: number }): AgentKeyStatus {
  return {
    stored: true,
    hint: row.key_hint,
    baseUrl: row.base_url,
    storedAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function agentKeyStatus(db: Kysely<Database>, userId: string): Promise<AgentKeyStatus> {
  const row = await db
    .selectFrom('automation_keys')
    .select(['key_hint', 'base_url', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toStatus(row) : NO_KEY;
}

/**
 * The opt-in: seals the key for this user's agent automations (storing again replaces it). A null
 * base URL means the server's configured provider (AI_BASE_URL) at run time. Only the last four
 * characters are kept readable, for the form to show which key is stored.
 */
export async function storeAgentKey(
  db: Kysely<Database>,
  config: Config,
  userId: string,
  input: { apiKey: string; baseUrl?: string | null },
  now = Date.now(),
): Promise<AgentKeyStatus> {
  const apiKey = input.apiKey.trim();
  if (!isValidApiKey(apiKey)) throw invalid(CHAT_ERROR_MESSAGES.missing_key, 'api_key_required');
  const baseUrl = input.baseUrl?.trim() ? assertAllowedBaseUrl(config, input.baseUrl) : null;
  const row = {
    user_id: userId,
    key_enc: cryptoBoxFor(config).seal(apiKey, keyContext(userId)),
    base_url: baseUrl as string | null,
    key_hint: apiKey.slice(-4),
    created_at: now,
  };
  await db
    .insertInto('automation_keys')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        key_enc: row.key_enc,
        base_url: row.base_url,
        key_hint: row.key_hint,
        created_at: row.created_at,
      }),
    )
    .execute();
  return toStatus(row);
}

/** Withdrawing the opt-in: the key is gone; agent automations fail with the how-to-enable message. */
export async function deleteAgentKey(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('automation_keys').where('user_id', '=', userId).execute();
}

export interface AgentRunResult {
  text: string;
  model: string;
  /** The exact prompt the agent received (the run records it). */
  prompt: string;
  estimatedCostUsd: number;
}

/**
 * Runs one library agent with the user's stored key and hands back its answer. Provider failures
 * arrive as the DomainErrors providerError gives (the user-facing messages of the chat); the key
 * goes into the request's header and nowhere else.
 */
export async function runAgent(
  deps: { db: Kysely<Database>; config: Config },
  userId: string,
  { agentId, prompt }: { agentId: string; prompt: string },
  signal?: AbortSignal,
): Promise<AgentRunResult> {
  const { db, config } = deps;
  const agent = agentFor(agentId);
  const model = modelFor(agent);
  // Checked at each run, as the chat checks at each prompt: the plan may have changed since the
  // automation was saved, and a refusal fails the run with the plan to upgrade to.
  const owner = await db
    .selectFrom('users')
    .select(['email', 'is_admin', 'email_verified_at', 'all_access', 'plan'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!owner) throw invalid('Unknown user', 'unknown_user');
  assertAgent(owner, config, agentId);
  const stored = await db
    .selectFrom('automation_keys')
    .select(['key_enc', 'base_url'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!stored) throw new DomainError('invalid', 'agent_key_missing', AGENT_KEY_MISSING_MESSAGE);
  let apiKey: string;
  try {
    apiKey = cryptoBoxFor(config).open(stored.key_enc, keyContext(userId));
  } catch {
    // Sealed with a key the server no longer has: only storing it again helps.
    throw new DomainError('invalid', 'agent_key_unreadable', AGENT_KEY_MISSING_MESSAGE);
  }
  // Checked again at each run: the operator may have narrowed the allowlist since the key was stored.
  const baseUrl = assertAllowedBaseUrl(config, stored.base_url ?? config.AI_BASE_URL);
  const messages = agentMessages(agentId, prompt);

  const { text, usage } = await completeText({
    baseUrl,
    apiKey,
    signal,
    model,
    messages,
    maxTokens: CHAT_MAX_TOKENS,
    temperature: CHAT_TEMPERATURE,
  });
  const promptTokens = usage?.prompt_tokens ?? estimatePromptTokens(messages);
  const completionTokens = usage?.completion_tokens ?? estimateTokens(text);
  await recordUsage(db, userId, { agentId, promptTokens, completionTokens, model });
  return {
    text,
    model,
    prompt,
    estimatedCostUsd: estimateCostUsd(model, promptTokens, completionTokens) ?? 0,
  };
}
