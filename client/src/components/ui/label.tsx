import { cn } from '@/lib/cn';
import { createLabel } from './unmerged/label';

export const Label = createLabel(cn);
