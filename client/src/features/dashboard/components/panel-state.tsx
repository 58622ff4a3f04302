import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PanelStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A centred message filling the panel: nothing selected, a key needed, nothing yet. */
export function PanelState({ icon: Icon, title, children, actions }: PanelStateProps) {
  return (
    <div className="flex min-h-[18rem] flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-6 text-center sm:p-10">
      <Icon className="size-10 text-primary" aria-hidden />
      <h3 className="font-mono text-lg font-bold tracking-wider">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
