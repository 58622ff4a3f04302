import { cn } from '@/lib/cn';
import { createTextarea } from './unmerged/textarea';

export const Textarea = createTextarea(cn);
