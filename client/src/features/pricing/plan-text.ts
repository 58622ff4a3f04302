import { LIBRARY_AGENT_COUNT, STARTER_AGENT_COUNT } from '@common/plan-features';
import type { Plan } from '@common/plans';
import type { Translate } from '@/lib/i18n/i18n';
import { formatUsd } from '@/lib/i18n/number-format';
import type { PricingKey } from './i18n';

/**
 * The plans' words in the interface language. common/plans.ts and common/plan-features.ts keep the
 * English the server also uses; the page shows it through this catalog: plan texts by the plan's id,
 * and the rows of the entitlement table by their English text (the rows have no other id). A test
 * holds every English text of the table to its key, so a row added there without one fails.
 */

/** The numbers the row texts quote. */
const VALUES = { count: LIBRARY_AGENT_COUNT, starter: STARTER_AGENT_COUNT };

export const ROW_TEXT_KEYS: Readonly<Record<string, PricingKey>> = {
  // Row names (the comparison table's first column)
  'Agent access': 'pricing.row.agents',
  'Manual chat with your own API key': 'pricing.row.manualChat',
  'Conversation export': 'pricing.row.export',
  'Your own agents (create, import, export)': 'pricing.row.custom',
  'Automated agents (scheduled, recurring, reports)': 'pricing.row.automations',
  'Email automation': 'pricing.row.emailAutomation',
  'Usage analytics': 'pricing.row.analytics',
  'API access': 'pricing.row.api',
  'Cloud history (encrypted, across browsers)': 'pricing.row.cloudHistory',
  'Early access to new agents': 'pricing.row.earlyAccess',
  Support: 'pricing.row.support',
  'Chat history': 'pricing.row.history',
  'AI-provider usage': 'pricing.row.usage',
  // Comparison cells
  [`Full library (${LIBRARY_AGENT_COUNT} agents)`]: 'pricing.cell.fullLibrary',
  [`${STARTER_AGENT_COUNT} starter agents`]: 'pricing.cell.starter',
  Documentation: 'pricing.cell.docs',
  Email: 'pricing.cell.email',
  'Priority email': 'pricing.cell.priorityEmail',
  'In your browser': 'pricing.cell.browser',
  'Billed by your provider': 'pricing.cell.providerBilled',
  // Card lines
  [`Unlimited manual access to the full library of ${LIBRARY_AGENT_COUNT} agents`]: 'pricing.card.fullLibrary',
  'Manual use only, with your own AI-provider API key': 'pricing.card.manualOnly',
  'Manual chat with your own AI-provider API key': 'pricing.card.manualChat',
  'Your own custom agents, with NextChat and LobeChat import': 'pricing.card.custom',
  'Automated agents: scheduled runs, recurring tasks, auto-generated reports': 'pricing.card.automations',
  'Email automation with the AI Email Assistant': 'pricing.card.emailAutomation',
  'Early access to new agents and features': 'pricing.card.earlyAccess',
  'Email support': 'pricing.card.emailSupport',
  'Priority email support': 'pricing.card.prioritySupport',
  'Chat history kept in your browser': 'pricing.card.history',
  'Encrypted cloud history that follows you to every browser': 'pricing.card.cloudHistory',
  // Card limitations
  'Conversations stay in one browser': 'pricing.limit.cloudHistory',
  'No full library access': 'pricing.limit.fullLibrary',
  'No conversation export': 'pricing.limit.export',
  'No custom agents': 'pricing.limit.custom',
  'No automation': 'pricing.limit.automation',
  'No analytics': 'pricing.limit.analytics',
  'No API access': 'pricing.limit.api',
  'No priority support': 'pricing.limit.prioritySupport',
};

/** A text of the entitlement table (row name, cell, card line or limitation) in the interface language. */
export function rowText(t: Translate<PricingKey>, english: string): string {
  const key = Object.hasOwn(ROW_TEXT_KEYS, english) ? ROW_TEXT_KEYS[english] : undefined;
  return key ? t(key, VALUES) : english;
}

export const planDescription = (t: Translate<PricingKey>, plan: Plan) =>
  t(`pricing.plan.${plan.id}.description` as const);
export const planCta = (t: Translate<PricingKey>, plan: Plan) => t(`pricing.plan.${plan.id}.cta` as const);

/** What a typical message costs at the provider, as the language writes US dollars. */
export const formatMessageCost = (locale: string) => formatUsd(0.002, 2, 3, locale);
