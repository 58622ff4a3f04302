import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled card inside a settings tab. */
export function SettingsSection({ title, description, icon, className, children }: SettingsSectionProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-mono text-base font-bold tracking-wide">
          {icon}
          <span>{title}</span>
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
