import { LIBRARY_AGENT_COUNT } from './agents/library-size.js';
import { PLAN_FEATURES, STARTER_AGENT_IDS, type Feature } from './entitlements.js';
import { PLANS, type PlanId } from './plans.js';

/**
 * What each plan includes, in words: the pricing cards, the comparison table, the subscription
 * screen's feature list and its comparison grid all read the rows below. For a row that shows an
 * entitlement, which text a plan gets is decided by PLAN_FEATURES alone, so a screen cannot promise
 * what the server refuses (or hide what it allows). The other rows (support, the user's own key,
 * early access) are promises the server does not enforce, written per plan.
 */

/** The numbers the texts quote, counted from the lists themselves rather than written down twice. */
export const STARTER_AGENT_COUNT = STARTER_AGENT_IDS.length;
export { LIBRARY_AGENT_COUNT };

export interface RowText {
  /** Comparison cell: true or false for a tick or a dash, or a short text. */
  cell: boolean | string;
  /** The line on the plan's card and the subscription screen; absent when the card leaves the row out. */
  card?: string;
  /** The line in the card's "not included" list. */
  limitation?: string;
}

export type PlanDisplayRow =
  | {
      /** The row's name in the comparison table. */
      label: string;
      /** The entitlement the row shows; PLAN_FEATURES chooses between the two texts. */
      feature: Feature;
      included: RowText;
      excluded: RowText;
    }
  | {
      label: string;
      feature?: undefined;
      perPlan: Record<PlanId, RowText>;
    };

const samePerPlan = (text: RowText): Record<PlanId, RowText> => ({ free: text, basic: text, pro: text });

export const PLAN_DISPLAY_ROWS: readonly PlanDisplayRow[] = [
  {
    label: 'Agent access',
    feature: 'full_library',
    included: {
      cell: `Full library (${LIBRARY_AGENT_COUNT} agents)`,
      card: `Unlimited manual access to the full library of ${LIBRARY_AGENT_COUNT} agents`,
    },
    excluded: {
      cell: `${STARTER_AGENT_COUNT} starter agents`,
      card: `${STARTER_AGENT_COUNT} starter agents`,
      limitation: 'No full library access',
    },
  },
  {
    label: 'Manual chat with your own API key',
    perPlan: {
      free: { cell: true, card: 'Manual use only, with your own AI-provider API key' },
      basic: { cell: true, card: 'Manual chat with your own AI-provider API key' },
      pro: { cell: true, card: 'Manual chat with your own AI-provider API key' },
    },
  },
  {
    label: 'Conversation export',
    feature: 'export',
    included: { cell: true, card: 'Conversation export' },
    excluded: { cell: false, limitation: 'No conversation export' },
  },
  {
    label: 'Your own agents (create, import, export)',
    feature: 'custom_agents',
    included: { cell: true, card: 'Your own custom agents, with NextChat and LobeChat import' },
    excluded: { cell: false, limitation: 'No custom agents' },
  },
  {
    label: 'Cloud history (encrypted, across browsers)',
    feature: 'cloud_history',
    included: { cell: true, card: 'Encrypted cloud history that follows you to every browser' },
    excluded: { cell: false, limitation: 'Conversations stay in one browser' },
  },
  {
    label: 'Automated agents (scheduled, recurring, reports)',
    feature: 'automations',
    included: { cell: true, card: 'Automated agents: scheduled runs, recurring tasks, auto-generated reports' },
    excluded: { cell: false, limitation: 'No automation' },
  },
  {
    label: 'Email automation',
    feature: 'automations',
    included: { cell: true, card: 'Email automation with the AI Email Assistant' },
    excluded: { cell: false },
  },
  {
    label: 'Usage analytics',
    feature: 'analytics',
    included: { cell: true, card: 'Usage analytics' },
    excluded: { cell: false, limitation: 'No analytics' },
  },
  {
    label: 'API access',
    feature: 'api_access',
    included: { cell: true, card: 'API access' },
    excluded: { cell: false, limitation: 'No API access' },
  },
  {
    label: 'Early access to new agents',
    perPlan: {
      free: { cell: false },
      basic: { cell: false },
      pro: { cell: true, card: 'Early access to new agents and features' },
    },
  },
  {
    label: 'Support',
    perPlan: {
      free: { cell: 'Documentation' },
      basic: { cell: 'Email', card: 'Email support', limitation: 'No priority support' },
      pro: { cell: 'Priority email', card: 'Priority email support' },
    },
  },
  {
    label: 'Chat history',
    perPlan: samePerPlan({ cell: 'In your browser', card: 'Chat history kept in your browser' }),
  },
  {
    label: 'AI-provider usage',
    perPlan: samePerPlan({ cell: 'Billed by your provider' }),
  },
];

/** Whether a plan includes a feature by the table (not counting a user's admin or all-access grant). */
export function planHasFeature(plan: PlanId, feature: Feature): boolean {
  return PLAN_FEATURES[plan].includes(feature);
}

export function rowText(row: PlanDisplayRow, plan: PlanId): RowText {
  if (row.feature === undefined) return row.perPlan[plan];
  return planHasFeature(plan, row.feature) ? row.included : row.excluded;
}

export interface PlanFeatureLists {
  /** What the plan includes, every line of it (the cards do not abbreviate to "Everything in Basic"). */
  features: string[];
  /** What it does not. */
  limitations: string[];
}

export function planFeatureLists(plan: PlanId): PlanFeatureLists {
  const features: string[] = [];
  const limitations: string[] = [];
  for (const row of PLAN_DISPLAY_ROWS) {
    const text = rowText(row, plan);
    if (text.card) features.push(text.card);
    if (text.limitation) limitations.push(text.limitation);
  }
  return { features, limitations };
}

/** One row of the plan comparison: true/false for included or not, or a short text. */
export interface PlanComparisonRow {
  feature: string;
  values: Record<PlanId, boolean | string>;
}

export const PLAN_COMPARISON: readonly PlanComparisonRow[] = PLAN_DISPLAY_ROWS.map((row) => ({
  feature: row.label,
  values: Object.fromEntries(PLANS.map((plan) => [plan.id, rowText(row, plan.id).cell])) as Record<
    PlanId,
    boolean | string
  >,
}));
