import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { PlanId } from '@common/plans';
import type { AgentSummary } from '@common/schemas/agent';
import { SESSION_QUERY_KEY } from '@/lib/queries/user';
import { toast } from '@/lib/toast';
import { SUBSCRIPTION_QUERY_KEY, fetchSubscription } from '../api/billing';
import type { DashboardSection } from '../dashboard-types';
import { translate } from '../i18n';
import { PLAN_LABELS } from '../subscription';
import { findAgent } from './use-stored-ids';

interface QueryParamHandlers {
  /** `tab=email-assistant` */
  onEmailAssistant: () => void;
  /** `selectedAgent={id}` naming an agent of the roster. */
  onAgent: (agent: AgentSummary) => void;
}

/**
 * Reads the dashboard's query parameters once they appear (links from the home page and the
 * library), acts on them, then resets the URL to /dashboard so a reload does not repeat them.
 */
export function useDashboardQueryParams(handlers: QueryParamHandlers): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const apply = useEffectEvent((params: URLSearchParams) => {
    const agentId = params.get('selectedAgent');
    const agent = agentId ? findAgent(agentId) : undefined;
    if (agent) handlers.onAgent(agent);
    else if (params.get('tab') === 'email-assistant') handlers.onEmailAssistant();
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('tab') && !params.has('selectedAgent')) return;
    apply(params);
    navigate('/dashboard', { replace: true });
  }, [search, navigate]);
}

const SECTIONS: readonly DashboardSection[] = [
  'profile',
  'linked-accounts',
  'my-agents',
  'subscription',
  'overview',
  'recent-activity',
];

/** After Checkout the plan arrives by the provider's webhook, usually within seconds: ask this often, this many times. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLLS = 5;

interface SectionParamOptions {
  /** The plan the session had when the page loaded: Checkout's return waits for it to change. */
  plan: PlanId;
  /** `section={name}`: the menu section to show (links from the pricing page, returns from billing). */
  onSection: (section: DashboardSection) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Reads the subscription again a few times until its plan differs from `from`, then the session too
 * (its plan decides what the user may do). Quietly gives up after the last try: the screen then
 * still shows the old plan, and the webhook's change appears on the next load.
 */
async function waitForPlanChange(queryClient: QueryClient, from: PlanId, signal: AbortSignal): Promise<void> {
  for (let i = 0; i < CHECKOUT_POLLS; i++) {
    await sleep(CHECKOUT_POLL_MS, signal);
    if (signal.aborted) return;
    const subscription = await queryClient
      .fetchQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: () => fetchSubscription(), staleTime: 0 })
      .catch(() => null);
    if (signal.aborted) return;
    if (subscription && subscription.plan !== from) {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      toast({
        title: translate('dashboard.checkout.planActiveTitle'),
        description: translate('dashboard.upgrade.toastText', { plan: PLAN_LABELS[subscription.plan] }),
      });
      return;
    }
  }
}

/**
 * `section=` and `checkout=` (the pricing page's links and the billing provider's returns): opens
 * the section, says how Checkout ended, then resets the URL to /dashboard like the hook above.
 */
export function useDashboardSectionParams({ plan, onSection }: SectionParamOptions): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const polling = useRef<AbortController | null>(null);

  const apply = useEffectEvent((params: URLSearchParams) => {
    const section = params.get('section') as DashboardSection | null;
    if (section && SECTIONS.includes(section)) onSection(section);
    const checkout = params.get('checkout');
    if (checkout === 'success') {
      toast({
        title: translate('dashboard.checkout.successTitle'),
        description: translate('dashboard.checkout.successText'),
      });
      polling.current?.abort();
      polling.current = new AbortController();
      void waitForPlanChange(queryClient, plan, polling.current.signal);
    } else if (checkout === 'cancelled') {
      toast({
        title: translate('dashboard.checkout.cancelledTitle'),
        description: translate('dashboard.checkout.cancelledText'),
      });
    }
  });

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('section') && !params.has('checkout')) return;
    apply(params);
    navigate('/dashboard', { replace: true });
  }, [search, navigate]);

  // The polling outlives the URL reset above, but not the dashboard.
  useEffect(() => () => polling.current?.abort(), []);
}
