import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { DEMO_CATEGORIES, demoAgentDescription, demoCategoryTitle } from '../demo-agents';
import { useT } from '../i18n';

interface DemoRosterProps {
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The side list of categories and their agents. Below 1024 px (the compact layout) it is a select
 * above the chat instead, so the conversation stays on screen.
 */
export function DemoRoster({ selectedId, onSelect }: DemoRosterProps) {
  const id = useId();
  const t = useT();
  return (
    <>
      <div className="grid gap-1.5 lg:hidden">
        <Label htmlFor={id}>{t('library-demo.roster.select')}</Label>
        <NativeSelect id={id} value={selectedId ?? ''} onChange={(e) => e.target.value && onSelect(e.target.value)}>
          <option value="" disabled>
            {t('library-demo.roster.placeholder')}
          </option>
          {DEMO_CATEGORIES.map((category) => (
            <optgroup key={category.id} label={demoCategoryTitle(t, category)}>
              {category.agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label={t('library-demo.roster.label')} className="hidden lg:block">
        <h2 className="mb-3 font-mono text-sm font-bold tracking-widest text-muted-foreground">
          {t('library-demo.roster.title')}
        </h2>
        <div className="grid gap-5">
          {DEMO_CATEGORIES.map((category) => (
            <section key={category.id} aria-labelledby={`${id}-${category.id}`}>
              <h3
                id={`${id}-${category.id}`}
                className="mb-2 font-mono text-xs font-bold tracking-widest text-primary uppercase"
              >
                {demoCategoryTitle(t, category)}
              </h3>
              <ul className="grid gap-1.5">
                {category.agents.map((agent) => {
                  const selected = agent.id === selectedId;
                  return (
                    <li key={agent.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => onSelect(agent.id)}
                        className={cn(
                          'w-full rounded-md border px-3 py-2 text-left transition-colors hover:bg-accent',
                          selected ? 'border-primary bg-primary/10' : 'bg-card',
                        )}
                      >
                        <span className="block font-mono text-sm font-semibold">{agent.name}</span>
                        <span className="block text-xs text-muted-foreground">{demoAgentDescription(t, agent)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </nav>
    </>
  );
}
