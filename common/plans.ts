/**
 * The subscription plans as the pricing page and the subscription screen show them: names, prices
 * and copy. Kept free of UI so the server can reuse the same names and prices. What each plan
 * includes is not written here: the entitlement table (./entitlements.ts) decides it, and
 * ./plan-features.ts turns it into the cards' lists and the comparison rows. (That file is apart
 * because the table already imports this one for PlanId, and an import cycle is refused.)
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
    cta: 'START FREE',
  },
  {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    period: 'month',
    description: 'Unlimited manual access to every specialist agent in the library.',
    cta: 'CHOOSE BASIC',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29.99,
    period: 'month',
    description: 'Agents that work on their own, with analytics, API access and priority support.',
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

/** "$9.99", "$0": how a price is written on every plan screen. */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}
