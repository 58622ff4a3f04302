import { cn } from '@/lib/cn';
import { createBadge } from './unmerged/badge';

export const Badge = createBadge(cn);
