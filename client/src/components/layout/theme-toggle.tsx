import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme, type ThemePreference } from '@/lib/theme';

const NEXT: Record<ThemePreference, ThemePreference> = { dark: 'light', light: 'auto', auto: 'dark' };
const ICON = { dark: Moon, light: Sun, auto: Monitor } as const;

/** Cycles dark → light → auto; the settings PREFS tab offers the same choice as buttons. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = ICON[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}`}
      title={`Theme: ${theme} (switch to ${NEXT[theme]})`}
      onClick={() => setTheme(NEXT[theme])}
    >
      <Icon aria-hidden />
    </Button>
  );
}
