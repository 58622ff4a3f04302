import { cn } from '@/lib/cn';
import { createNativeSelect } from './unmerged/native-select';

export const NativeSelect = createNativeSelect(cn);
