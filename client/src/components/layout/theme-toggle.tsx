import { Monitor, Moon, Sun } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useTheme, type ThemePreference } from '@/lib/theme';
import { useT } from './i18n';

const NEXT: Record<ThemePreference, ThemePreference> = { dark: 'light', light: 'auto', auto: 'dark' };
const ICON = { dark: Moon, light: Sun, auto: Monitor } as const;

/** Cycles dark → light → auto; the settings PREFS tab offers the same choice as buttons. */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  const name = t(`layout.theme.${theme}` as const);
  const Icon = ICON[theme];
  return (
    // A native button with the button's classes: on every first load, without the class merger.
    <button
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={t('layout.theme', { theme: name })}
      title={t('layout.theme.next', { theme: name, next: t(`layout.theme.${NEXT[theme]}` as const) })}
      onClick={() => setTheme(NEXT[theme])}
    >
      <Icon aria-hidden />
    </button>
  );
}
