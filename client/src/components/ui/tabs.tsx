import { cn } from '@/lib/cn';
import { createTabParts } from './unmerged/tabs';

export { Tabs } from './unmerged/tabs';

export const { TabsList, TabsTrigger, TabsContent } = createTabParts(cn);
