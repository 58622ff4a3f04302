import { cn } from '@/lib/cn';
import { useT } from '../i18n';

const RULES = [
  (p: string) => p.length >= 8,
  (p: string) => /[A-Z]/.test(p),
  (p: string) => /\d/.test(p),
  (p: string) => /[^A-Za-z0-9]/.test(p),
];
const LABELS = [
  'settings.password.strength0',
  'settings.password.strength1',
  'settings.password.strength2',
  'settings.password.strength3',
  'settings.password.strength4',
] as const;
const COLOURS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-primary', 'bg-success'];

/** How many of the four hints the password meets; only the length is enforced. */
function passwordStrength(password: string): number {
  return RULES.filter((rule) => rule(password)).length;
}

/** A live four-segment strength bar with its hint. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const t = useT();
  const score = passwordStrength(password);
  return (
    <div id={id} className="grid gap-1.5">
      <div className="flex gap-1" aria-hidden>
        {RULES.map((_, i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i < score ? COLOURS[score] : 'bg-muted')} />
        ))}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span>{t('settings.password.hint')}</span>
        {password && (
          <span className="font-medium text-foreground">
            {t('settings.password.strength', { level: t(LABELS[score]!) })}
          </span>
        )}
      </p>
    </div>
  );
}
