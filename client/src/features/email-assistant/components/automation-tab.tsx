import { Workflow } from 'lucide-react';
import { useAssistant } from '../assistant-context';
import { NoAccountsWarning } from './no-accounts-warning';
import { TasksSection } from './tasks/tasks-section';

/** Automations (a placeholder until they are built) and, beside them, the user's tasks. */
export function AutomationTab() {
  const { data } = useAssistant();
  return (
    <div className="grid gap-4">
      {data.accounts.isSuccess && data.activeAccounts.length === 0 && <NoAccountsWarning />}
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <Workflow aria-hidden className="size-8 text-primary" />
        <h4 className="font-mono text-sm font-bold tracking-wider">AUTOMATIONS</h4>
        <p className="max-w-md text-sm text-muted-foreground">
          Scheduled, keyword and sender-triggered automations are coming soon. Automation features are available with
          the Pro plan.
        </p>
      </div>
      <TasksSection />
    </div>
  );
}
