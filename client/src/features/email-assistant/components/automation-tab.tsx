import { lazy, Suspense } from 'react';
import { useAssistant } from '../assistant-context';
import { NoAccountsWarning } from './no-accounts-warning';
import { TasksSection } from './tasks/tasks-section';
import { useT } from '../automation-i18n';

// The automations are their own chunk, loaded when the tab is first opened: their form checks
// with the shared schema (zod), which the dashboard's first load does without.
const AutomationsSection = lazy(() =>
  import('./automations/automations-section').then((m) => ({ default: m.AutomationsSection })),
);

/** Automations and, beside them, the user's tasks. */
export function AutomationTab() {
  const { ai, data } = useAssistant();
  const t = useT();
  return (
    <div className="grid gap-4">
      {data.accounts.isSuccess && data.activeAccounts.length === 0 && <NoAccountsWarning />}
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted-foreground">
            {t('email-assistant.automations.loading')}
          </p>
        }
      >
        <AutomationsSection ai={ai} accounts={data.activeAccounts} />
      </Suspense>
      <TasksSection />
    </div>
  );
}
