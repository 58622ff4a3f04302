import { cn } from '@/lib/cn';
import { createErrorBox } from './unmerged/error-box';

/** A form-level error in a red box, announced as it appears. */
export const ErrorBox = createErrorBox(cn);
