import { apiRequest } from '@/lib/api-client';

// Mirrors GET /api/usage. Defined here because common/schemas/usage.ts did not exist yet when
// this was written; switch to the shared type once the server publishes it.
export interface UsageDay {
  date: string; // YYYY-MM-DD
  requests: number;
  tokens: number;
}

export interface UsageStats {
  totalRequests: number;
  monthlyRequests: number;
  favouriteAgents: { agentId: string; requests: number }[];
  lastActiveAt: string | null;
  accountAgeDays: number;
  daily: UsageDay[];
}

export const USAGE_QUERY_KEY = ['/api/usage'] as const;

export const fetchUsage = () => apiRequest<UsageStats>('GET', '/api/usage');

/** The last `days` days ending today (local time), zero-filled where the server has no row. */
export function lastDays(daily: UsageDay[], days = 30, today = new Date()): UsageDay[] {
  const byDate = new Map(daily.map((d) => [d.date, d]));
  const out: UsageDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - i);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    out.push(byDate.get(key) ?? { date: key, requests: 0, tokens: 0 });
  }
  return out;
}
