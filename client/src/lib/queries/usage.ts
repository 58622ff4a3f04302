import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { usageApi } from '@common/api/usage';
import { apiEndpoint } from '@/lib/api-client';

/** The signed-in user's usage statistics (the USAGE tab). */
export const USAGE_QUERY_KEY = ['/api/usage'] as const;

const getUsage = apiEndpoint<typeof usageApi.stats>('GET', '/api/usage');

/** The last 30 UTC days come oldest first and zero-filled, ready to chart. */
export const fetchUsage = () => getUsage();

// Every chat adds events and nothing tells this query, so the figures are fetched again each time
// the tab opens (the cached ones show meanwhile) rather than kept as the app's defaults would.
const FRESH_ON_OPEN = { staleTime: 0 } as const;

export function useUsageStats() {
  return useQuery({ queryKey: USAGE_QUERY_KEY, queryFn: () => fetchUsage(), ...FRESH_ON_OPEN });
}

/** An inclusive range of UTC days, YYYY-MM-DD. */
export interface UsageRange {
  from: string;
  to: string;
}

const getAnalytics = apiEndpoint<typeof usageApi.analytics>('GET', '/api/usage/analytics');

export const usageAnalyticsQueryKey = (range: UsageRange) => ['/api/usage/analytics', range.from, range.to] as const;

export const fetchUsageAnalytics = (range: UsageRange) => getAnalytics({ query: range });

/**
 * Analytics (Pro) over a range; a new range is a new query, and the previous range's figures stay
 * on screen until it answers, so the charts do not blank out between presets.
 */
export function useUsageAnalytics(range: UsageRange, enabled = true) {
  return useQuery({
    queryKey: usageAnalyticsQueryKey(range),
    queryFn: () => fetchUsageAnalytics(range),
    enabled,
    placeholderData: keepPreviousData,
    ...FRESH_ON_OPEN,
  });
}

const ANALYTICS_EXPORT_PATH = '/api/usage/analytics/export' satisfies (typeof usageApi.analyticsExport)['path'];

/** The CSV download of a range: a plain link, so the browser saves the file the server names. */
export const usageAnalyticsExportUrl = (range: UsageRange) =>
  `${ANALYTICS_EXPORT_PATH}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
