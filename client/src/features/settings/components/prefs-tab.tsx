import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import {
  DATE_FORMATS,
  setDisplayPreference,
  useDisplayPreferences,
  type DisplayPreferences,
} from '@/lib/preferences/display-preferences';
import { useTheme } from '@/lib/theme';
import { PreferenceSwitch } from './preference-switch';
import { SettingsSection } from './settings-section';

const THEMES = [
  { value: 'dark', label: 'DARK', Icon: Moon },
  { value: 'light', label: 'LIGHT', Icon: Sun },
  { value: 'auto', label: 'AUTO', Icon: Monitor },
] as const;
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['zh', '中文'],
  ['ja', '日本語'],
] as const;
const TIME_FORMATS = [
  ['12h', '12-hour'],
  ['24h', '24-hour'],
] as const;
const SWITCHES: { name: 'soundEnabled' | 'autoSave' | 'compactMode'; label: string; description: string }[] = [
  { name: 'soundEnabled', label: 'Sound Effects', description: 'Play a short tone when a reply finishes.' },
  {
    name: 'autoSave',
    label: 'Auto-Save',
    description: 'Keep unsent drafts and unsaved forms on this device as you type.',
  },
  { name: 'compactMode', label: 'Compact Mode', description: 'Show more on screen with tighter spacing.' },
];

export function PrefsTab() {
  const { theme, setTheme } = useTheme();
  // The one store every view reads, so a change here shows everywhere at once.
  const prefs = useDisplayPreferences();
  const update = setDisplayPreference;
  const select = (
    name: 'language' | 'dateFormat' | 'timeFormat',
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <FormField id={`pref-${name}`} label={label}>
      <NativeSelect
        id={`pref-${name}`}
        value={prefs[name]}
        onChange={(e) => update(name, e.target.value as DisplayPreferences[typeof name])}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <SettingsSection
      title="DISPLAY PREFERENCES"
      icon={<Palette className="size-4 text-primary" aria-hidden />}
      description="Changes are saved on this device at once."
    >
      <div className="grid gap-6">
        <fieldset>
          <legend className="mb-2 font-mono text-xs font-semibold tracking-wider">THEME</legend>
          <div className="grid grid-cols-3 gap-2">
            {THEMES.map(({ value, label, Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={theme === value}
                onClick={() => {
                  setTheme(value);
                  update('theme', value);
                }}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-md border p-3 font-mono text-xs font-semibold tracking-wider transition-colors hover:bg-accent hover:text-accent-foreground',
                  theme === value ? 'border-primary bg-primary/10 text-primary' : 'text-muted-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          {select('language', 'Language', LANGUAGES)}
          {select(
            'dateFormat',
            'Date format',
            DATE_FORMATS.map((f) => [f, f] as const),
          )}
          {select('timeFormat', 'Time format', TIME_FORMATS)}
        </div>
        <div className="divide-y border-t">
          {SWITCHES.map(({ name, label, description }) => (
            <PreferenceSwitch
              key={name}
              id={`pref-${name}`}
              label={label}
              description={description}
              checked={prefs[name]}
              onCheckedChange={(checked) => update(name, checked)}
            />
          ))}
        </div>
      </div>
    </SettingsSection>
  );
}
