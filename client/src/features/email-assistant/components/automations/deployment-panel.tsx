import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { Automation } from '@common/schemas/automations';
import { deploymentMessage } from '../../automation-model';
import { useT } from '../../automation-i18n';

/** Whether every automation has run at least once (verified by an execution) or how many have not. */
export function DeploymentPanel({ automations }: { automations: readonly Automation[] }) {
  const t = useT();
  if (automations.length === 0) return null;
  const verified = automations.every((a) => a.lastExecuted);
  const Icon = verified ? CheckCircle2 : CircleAlert;
  return (
    <p
      role="status"
      aria-label={t('email-assistant.deploy.label')}
      className="flex items-start gap-2 rounded-md border bg-muted/30 p-3 text-sm"
    >
      <Icon aria-hidden className={verified ? 'mt-0.5 size-4 text-success' : 'mt-0.5 size-4 text-primary'} />
      {deploymentMessage(automations)}
    </p>
  );
}
