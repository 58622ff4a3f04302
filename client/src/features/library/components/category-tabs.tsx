import { useId, type ReactNode } from 'react';
import { AGENT_CATEGORIES, type AgentCategory } from '@common/agents/categories';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs-base';
import { useT } from '../i18n';

interface CategoryTabsProps {
  value: AgentCategory;
  onChange: (category: AgentCategory) => void;
  counts: Record<AgentCategory, number>;
  /** The panel for one category; only the selected one is rendered. */
  children: (category: AgentCategory) => ReactNode;
}

// What the styled tabs of ui/tabs.tsx render with this page's overrides, written out so that its
// class merger (tailwind-merge) stays out of the library's first load; library-classes.test.tsx
// holds them to exactly the classes ui/tabs.tsx renders.
const LIST_CLASSES = 'items-center gap-1 rounded-md bg-muted p-1 hidden w-full justify-start md:inline-flex md:w-auto';
const TAB_CLASSES =
  'inline-flex items-center justify-center rounded font-mono text-xs font-semibold tracking-wider uppercase text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow gap-1.5 px-4 py-2';
const PANEL_CLASSES = 'mt-6 focus-visible:outline-offset-4';

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

      <TabsList aria-label={t('library.categories')} className={LIST_CLASSES}>
        {AGENT_CATEGORIES.map((category) => (
          <TabsTrigger key={category} value={category} className={TAB_CLASSES}>
            {category}
            <span aria-hidden className="rounded bg-muted px-1.5 text-[10px] text-muted-foreground">
              {counts[category]}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>

      {AGENT_CATEGORIES.map((category) => (
        <TabsContent key={category} value={category} className={PANEL_CLASSES}>
          {children(category)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
