import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { billingApi } from '@common/api/billing';
import type { PlanId } from '@common/plans';
import type { Subscription } from '@common/schemas/billing';
import { apiEndpoint } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/queries/user';

export const SUBSCRIPTION_QUERY_KEY = ['/api/billing/subscription'] as const;

export const fetchSubscription = apiEndpoint<typeof billingApi.subscription>('GET', '/api/billing/subscription');
const postChange = apiEndpoint<typeof billingApi.change>('POST', '/api/billing/change');
const postCancel = apiEndpoint<typeof billingApi.cancel>('POST', '/api/billing/cancel');
const postResume = apiEndpoint<typeof billingApi.resume>('POST', '/api/billing/resume');
const postPortal = apiEndpoint<typeof billingApi.portal>('POST', '/api/billing/portal');

export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: () => fetchSubscription() });
}

/**
 * The plan decides what the user may do everywhere (agents, automations, tokens), and the session
 * user carries it: after any change both are read again, not only the subscription.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (subscription: Subscription) => {
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
  };
}

export function useChangePlan() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (plan: PlanId) => postChange({ body: { plan } }),
    onSuccess: async (result) => {
      // A first paid plan is finished on the provider's Checkout page, which sends the user back
      // to /dashboard?section=subscription&checkout=...
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      await afterChange(result.subscription);
    },
  });
}

export function useCancelSubscription() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: () => postCancel(), onSuccess: afterChange });
}

export function useResumeSubscription() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: () => postResume(), onSuccess: afterChange });
}

/** Payment method and billing history live on the provider's portal, which returns to the subscription screen. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => postPortal(),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
