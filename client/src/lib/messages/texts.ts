import { CUSTOM_AGENT_LIMIT, CUSTOM_AGENT_MESSAGES } from '@common/custom-agent-constants';
import { planNameFor, planRequiredMessage, type Feature } from '@common/entitlements';
import type { ChatErrorReason } from '../chat-error';
import { i18n } from '../i18n/i18n';
import { translate } from './i18n';

/**
 * The words of lib's top-level files (chat errors, the server's refusals) in the interface
 * language, at the time of the call. chat-error.ts and api-client.ts keep their English messages
 * (the server's tests load chat-error.ts): the texts shown are looked up here.
 */

/** A chat failure as the user reads it. */
export function chatErrorText(reason: ChatErrorReason): string {
  return translate(`messages.chatError.${reason}`);
}

/** Why a gate is closed, naming the plan that opens it (planRequiredMessage, translated). */
export function planRequiredText(feature: Feature): string {
  return translate(`messages.planRequired.${feature}`, { plan: planNameFor(feature) });
}

/** Server error codes that always carry the same message. */
const BY_CODE = {
  internal_error: 'messages.serverError.internal_error',
  database_unavailable: 'messages.serverError.database_unavailable',
  billing_manual: 'messages.serverError.billing_manual',
  same_plan: 'messages.serverError.same_plan',
  nothing_to_resume: 'messages.serverError.nothing_to_resume',
  no_subscription: 'messages.serverError.no_subscription',
  no_customer: 'messages.serverError.no_customer',
  billing_not_configured: 'messages.serverError.billing_not_configured',
  custom_agent_not_found: 'messages.serverError.custom_agent_not_found',
  no_server_key: 'messages.serverError.no_server_key',
  not_all_access: 'messages.serverError.not_all_access',
  unknown_agent: 'messages.serverError.unknown_agent',
  agent_not_found: 'messages.serverError.unknown_agent',
  invalid_model: 'messages.serverError.invalid_model',
  body_too_large: 'messages.serverError.body_too_large',
  request_timeout: 'messages.serverError.request_timeout',
  unsupported_media_type: 'messages.serverError.unsupported_media_type',
} as const;

const FEATURES: readonly Feature[] = [
  'full_library',
  'export',
  'custom_agents',
  'automations',
  'analytics',
  'api_access',
];
const IMPORT_LIMIT = /^This file has (\d+) agents, but you have room for (\d+) more/;

/**
 * A server error in the interface language, by its stable code. Codes whose message depends on the
 * case (plan_required names the feature, custom_agent_limit counts) are read from the message; an
 * unknown code, or a message that is not one of those, shows the server's English as it came. In
 * English the server's own words always show: they may say more than the catalog's.
 */
export function serverErrorText(code: string | undefined, english: string): string {
  if (i18n.locale === 'en') return english;
  if (code === 'plan_required') {
    const feature = FEATURES.find((f) => planRequiredMessage(f) === english);
    return feature ? planRequiredText(feature) : english;
  }
  if (code === 'custom_agent_limit') {
    if (english === CUSTOM_AGENT_MESSAGES.limitReached) {
      return translate('messages.serverError.custom_agent_limit', { limit: CUSTOM_AGENT_LIMIT });
    }
    const counts = IMPORT_LIMIT.exec(english);
    return counts
      ? translate('messages.serverError.custom_agent_limit_import', {
          count: Number(counts[1]),
          room: Number(counts[2]),
          limit: CUSTOM_AGENT_LIMIT,
        })
      : english;
  }
  const key = code && Object.hasOwn(BY_CODE, code) ? BY_CODE[code as keyof typeof BY_CODE] : undefined;
  return key ? translate(key) : english;
}
