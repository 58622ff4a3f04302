import { cn } from '@/lib/cn';
import { createInput } from './unmerged/input';

export const Input = createInput(cn);
