import type { UsageStats } from '@common/schemas/usage';
import { apiRequest } from '@/lib/api-client';

export type { DailyUsage, UsageStats } from '@common/schemas/usage';

export const USAGE_QUERY_KEY = ['/api/usage'] as const;

/** The last 30 UTC days come oldest first and zero-filled, ready to chart. */
export const fetchUsage = () => apiRequest<UsageStats>('GET', '/api/usage');
