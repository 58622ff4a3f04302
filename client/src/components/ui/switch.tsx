import { cn } from '@/lib/cn';
import { createSwitch } from './unmerged/switch';

export const Switch = createSwitch(cn);
