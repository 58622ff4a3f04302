import { useState } from 'react';
import { useAssistant } from '../../assistant-context';
import { useComposeActions } from '../../hooks/use-compose-actions';
import { DraftList } from '../drafts-tab';
import { ComposeForm } from './compose-form';
import { GeneratedEmail } from './generated-email';
import { OutboxList } from './outbox-list';
import { SendBar } from './send-bar';
import { useT } from '../../i18n';

/** Compose: the form, the generated email, sending, and what is scheduled. */
export function ComposeTab() {
  const { compose, data, narrow } = useAssistant();
  const t = useT();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // The first active account unless the user picked another that is still there.
  const accountId = data.activeAccounts.some((a) => a.id === chosen) ? chosen : data.activeAccounts[0]?.id;
  const actions = useComposeActions(accountId);
  return (
    <div className="grid gap-6">
      <ComposeForm generating={actions.generating} onGenerate={actions.generate} />
      {compose.email && <GeneratedEmail email={compose.email} />}
      <SendBar accountId={accountId} onAccountChange={setChosen} sending={actions.sending} onSend={actions.send} />
      <OutboxList />
      {/* The narrow layout has no drafts tab: the drafts stay reachable here. */}
      {narrow && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer font-mono text-sm font-bold tracking-wider">
            {t('email-assistant.drafts.title')}
          </summary>
          <div className="mt-3">
            <DraftList />
          </div>
        </details>
      )}
    </div>
  );
}
