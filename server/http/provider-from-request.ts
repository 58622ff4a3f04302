import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidApiKey } from '../../common/api-key.js';
import {
  AI_BASE_URL_HEADER,
  AI_MODEL_HEADER,
  API_KEY_HEADER,
  EMAIL_AI_MESSAGES,
} from '../../common/schemas/email-ai.js';
import type { Config } from '../config.js';
import { assertAllowedBaseUrl, type ProviderSettings } from '../llm/provider-client.js';
import { badRequest, HttpError } from './http-error.js';
import { interfaceLanguage } from './interface-language.js';

/** Names such as gpt-4o, gpt-4o-2024-08-06, llama3.1:8b or meta-llama/Llama-3-8B. */
const MODEL_PATTERN = /^[A-Za-z0-9][\w.:/@+-]{0,127}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed || undefined;
}

/**
 * The user's provider settings for one email AI call, from its headers. The key lives only in this
 * request: it is not stored, not logged (LOG_REDACT names the header) and never put in a message.
 */
export function providerFromRequest(request: FastifyRequest, reply: FastifyReply, config: Config): ProviderSettings {
  const apiKey = header(request, API_KEY_HEADER);
  if (!isValidApiKey(apiKey)) throw badRequest(EMAIL_AI_MESSAGES.apiKeyRequired, 'api_key_required');
  // Only the provider allowlist's origins (never the server's own loopback unless the operator listed it).
  const baseUrl = assertAllowedBaseUrl(config, header(request, AI_BASE_URL_HEADER) ?? config.AI_BASE_URL);
  const model = header(request, AI_MODEL_HEADER) ?? config.AI_MODEL;
  if (!MODEL_PATTERN.test(model)) throw badRequest('The model name is not valid', 'invalid_model');

  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) {
      controller.abort(new HttpError(499, 'client_closed', 'The request was cancelled'));
    }
  });
  return { baseUrl, apiKey, model, signal: controller.signal, language: interfaceLanguage(request) };
}
