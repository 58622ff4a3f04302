import type { Automation } from '@common/schemas/automations';
import type { LifecycleAction } from '../../api/automations-api';
import { AutomationCard } from './automation-card';
import { useT } from '../../automation-i18n';

interface AutomationListProps {
  automations: readonly Automation[];
  hasAccounts: boolean;
  /** The automation a call is under way for: its buttons wait. */
  busyId: string | null;
  onLifecycle: (automation: Automation, action: LifecycleAction) => void;
  onEdit: (automation: Automation) => void;
  onDelete: (automation: Automation) => void;
}

export function AutomationList({
  automations,
  hasAccounts,
  busyId,
  onLifecycle,
  onEdit,
  onDelete,
}: AutomationListProps) {
  const t = useT();
  return (
    <ul aria-label={t('email-assistant.automations.list')} className="grid gap-3">
      {automations.map((a) => (
        <AutomationCard
          key={a.id}
          automation={a}
          hasAccounts={hasAccounts}
          busy={busyId === a.id}
          onLifecycle={(action) => onLifecycle(a, action)}
          onEdit={() => onEdit(a)}
          onDelete={() => onDelete(a)}
        />
      ))}
    </ul>
  );
}
