/**
 * The subscription plans as the pricing page and the subscription screen show them. Kept free of
 * UI so the server can reuse the same names, prices and feature lists.
 */
export type PlanId = 'free' | 'basic' | 'pro';

export interface ValueProposition {
  title: string;
  description: string;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** USD per period. */
  price: number;
  period: 'month';
  description: string;
  features: string[];
  limitations: string[];
  /** Call-to-action text of the plan's button. */
  cta: string;
  popular?: boolean;
  valuePropositions?: ValueProposition[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    description: 'Try the platform with a few starter agents and your own API key.',
    features: [
      '3 starter agents',
      'Manual use only',
      'Bring your own AI-provider API key',
      'Chat history kept in your browser',
    ],
    limitations: ['No full library access', 'No conversation export', 'No analytics', 'No automation'],
    cta: 'START FREE',
  },
  {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    period: 'month',
    description: 'Unlimited manual access to every specialist agent in the library.',
    features: [
      'Unlimited manual access to the full agent library',
      'Conversation export',
      'Email support',
      'Bring your own AI-provider API key',
    ],
    limitations: ['No automation', 'No analytics', 'No API access', 'No priority support'],
    cta: 'CHOOSE BASIC',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29.99,
    period: 'month',
    description: 'Agents that work on their own, with analytics, API access and priority support.',
    features: [
      'Everything in Basic',
      'Automated agents: scheduled runs, recurring tasks, auto-generated reports',
      'Email automation with the AI Email Assistant',
      'Early access to new agents and features',
      'Usage analytics',
      'API access',
      'Priority email support',
    ],
    limitations: [],
    cta: 'GO PRO',
    popular: true,
    valuePropositions: [
      {
        title: 'Automated agents',
        description:
          'Schedule agents to run on their own: recurring tasks and auto-generated reports, without opening a chat.',
      },
      {
        title: 'Email automation',
        description:
          'Let the AI Email Assistant send and schedule mail from your linked mailboxes, with built-in safeguards on every automation.',
      },
      {
        title: 'Analytics and API access',
        description: 'See how you use your agents and connect them to your own tools through the API.',
      },
      {
        title: 'Priority support and early access',
        description: 'Priority email support, and new agents and features before anyone else.',
      },
    ],
  },
];

/** One row of the plan comparison: true/false for included or not, or a short text. */
export interface PlanComparisonRow {
  feature: string;
  values: Record<PlanId, boolean | string>;
}

export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  { feature: 'Agent access', values: { free: '3 starter agents', basic: 'Full library', pro: 'Full library' } },
  { feature: 'Manual chat with your own API key', values: { free: true, basic: true, pro: true } },
  { feature: 'Conversation export', values: { free: false, basic: true, pro: true } },
  { feature: 'Automated agents (scheduled, recurring, reports)', values: { free: false, basic: false, pro: true } },
  { feature: 'Email automation', values: { free: false, basic: false, pro: true } },
  { feature: 'Usage analytics', values: { free: false, basic: false, pro: true } },
  { feature: 'API access', values: { free: false, basic: false, pro: true } },
  { feature: 'Early access to new agents', values: { free: false, basic: false, pro: true } },
  { feature: 'Support', values: { free: 'Documentation', basic: 'Email', pro: 'Priority email' } },
  {
    feature: 'AI-provider usage',
    values: { free: 'Billed by your provider', basic: 'Billed by your provider', pro: 'Billed by your provider' },
  },
];

/** "$9.99", "$0": how a price is written on every plan screen. */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
