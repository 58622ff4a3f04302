import { useId, type ReactNode } from 'react';
import { AGENT_CATEGORIES } from '@common/schemas/agent-categories';
import type { AgentCategory } from '@common/schemas/agent';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '../i18n';

interface CategoryTabsProps {
  value: AgentCategory;
  onChange: (category: AgentCategory) => void;
  counts: Record<AgentCategory, number>;
  /** The panel for one category; only the selected one is rendered. */
  children: (category: AgentCategory) => ReactNode;
}

const isCategory = (value: string): value is AgentCategory => (AGENT_CATEGORIES as readonly string[]).includes(value);

/**
 * Tabs from the md breakpoint, a native select below it (five tabs do not fit 360 px). Both drive
 * the same state, and the select sits inside the tabs root so the panel keeps its tab semantics.
 */
export function CategoryTabs({ value, onChange, counts, children }: CategoryTabsProps) {
  const t = useT();
  const selectId = useId();
  const change = (next: string) => isCategory(next) && onChange(next);

  return (
    <Tabs value={value} onValueChange={change}>
      <div className="flex flex-col gap-2 md:hidden">
        <label htmlFor={selectId} className="font-mono text-xs font-semibold tracking-wider uppercase">
          {t('library.category')}
        </label>
        <select
          id={selectId}
          value={value}
          onChange={(event) => change(event.target.value)}
          className="h-11 w-full rounded-md border border-input bg-background px-3 font-mono text-sm text-foreground"
        >
          {AGENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category} ({counts[category]})
            </option>
          ))}
        </select>
      </div>

      <TabsList aria-label={t('library.categories')} className="hidden w-full justify-start md:inline-flex md:w-auto">
        {AGENT_CATEGORIES.map((category) => (
          <TabsTrigger key={category} value={category} className="gap-1.5 px-4 py-2">
            {category}
            <span aria-hidden className="rounded bg-muted px-1.5 text-[10px] text-muted-foreground">
              {counts[category]}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>

      {AGENT_CATEGORIES.map((category) => (
        <TabsContent key={category} value={category} className="mt-6 focus-visible:outline-offset-4">
          {children(category)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
