import { AGENTS, EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { buildChatRequest } from '../../common/chat.js';
import type { ChatRelayRequest } from '../../common/schemas/chat-relay.js';
import type { Config } from '../config.js';
import { forbidden, invalid, unavailable } from '../lib/domain-error.js';
import { assertAllowedBaseUrl, streamCompletion } from '../llm/provider-client.js';
import { assertAgent } from './entitlements.js';
import { hasAllAccess, type AccountUser } from './users.js';
import { withAnswerLanguage, type Language } from '../../common/languages.js';

const AGENTS_BY_ID = new Map([...AGENTS, EMAIL_ASSISTANT].map((a) => [a.id, a]));

/**
 * Starts a chat reply through the operator's ADMIN_PROVIDER_KEY, for admins and all-access users
 * only: the key never reaches the browser. The system prompt is the catalogue's, never the
 * caller's, so the relay cannot serve as a general proxy for that key. Answers the provider's
 * streamed Response as it is, for the caller to forward; `signal` cancels the provider call.
 */
export async function startRelayedChat(
  config: Config,
  user: AccountUser,
  request: ChatRelayRequest,
  signal: AbortSignal,
  language: Language = 'en',
): Promise<Response> {
  if (!hasAllAccess(user, config)) {
    throw forbidden('Chat through the server is available to all-access accounts only', 'not_all_access');
  }
  const apiKey = config.ADMIN_PROVIDER_KEY;
  if (!apiKey) throw unavailable('The server has no provider key configured. Add your own API key.', 'no_server_key');
  const agent = AGENTS_BY_ID.get(request.agentId);
  if (!agent) throw invalid('Unknown agent', 'unknown_agent');
  // The same plan rule as the prompt route; the email assistant is not a library agent.
  if (agent.id !== EMAIL_ASSISTANT.id) assertAgent(user, config, agent.id);

  return streamCompletion({
    baseUrl: assertAllowedBaseUrl(config, config.AI_BASE_URL),
    apiKey,
    body: buildChatRequest({
      model: config.AI_MODEL,
      systemPrompt: withAnswerLanguage(agent.systemPrompt, language),
      history: request.messages,
    }),
    signal,
  });
}
