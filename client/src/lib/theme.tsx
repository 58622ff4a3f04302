import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from './storage';

export type ThemePreference = 'dark' | 'light' | 'auto';
const THEMES: ThemePreference[] = ['dark', 'light', 'auto'];

function readPreference(): ThemePreference {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.theme);
    return THEMES.includes(v as ThemePreference) ? (v as ThemePreference) : 'dark';
  } catch {
    return 'dark';
  }
}

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

// theme-init.js has set the class before the first paint: toggled, not removed and added again,
// so the page's styles are not recomputed (a whole page's worth) for a class that stays.
function apply(resolved: 'dark' | 'light'): void {
  const { classList } = document.documentElement;
  classList.toggle('dark', resolved === 'dark');
  classList.toggle('light', resolved === 'light');
}

interface ThemeContextValue {
  theme: ThemePreference;
  resolved: 'dark' | 'light';
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(readPreference);
  const [systemDark, setSystemDark] = useState(() => systemQuery().matches);

  // auto follows the system colour scheme live.
  useEffect(() => {
    const mq = systemQuery();
    const onChange = (e: MediaQueryListEvent) => setSystemDark(e.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  const resolved: 'dark' | 'light' = theme === 'auto' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => apply(resolved), [resolved]);

  const setTheme = useCallback((next: ThemePreference) => {
    try {
      localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // not persisted; still applied for this page
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
