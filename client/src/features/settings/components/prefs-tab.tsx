import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@common/languages';
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
import { useT } from '../i18n';
import { PreferenceSwitch } from './preference-switch';
import { SettingsSection } from './settings-section';

const THEMES = [
  { value: 'dark', label: 'settings.prefs.themeDark', Icon: Moon },
  { value: 'light', label: 'settings.prefs.themeLight', Icon: Sun },
  { value: 'auto', label: 'settings.prefs.themeAuto', Icon: Monitor },
] as const;
/** Each language in its own name, whatever the interface language is, so a reader can find theirs. */
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => [language, LANGUAGE_NATIVE_NAMES[language]] as const);
const TIME_FORMATS = ['12h', '24h'] as const;
// The label of each is `settings.prefs.<name>`, its description `settings.prefs.<name>Description`.
const SWITCHES = ['soundEnabled', 'autoSave', 'compactMode'] as const;

export function PrefsTab() {
  const { theme, setTheme } = useTheme();
  // The one store every view reads, so a change here shows everywhere at once.
  const prefs = useDisplayPreferences();
  const update = setDisplayPreference;
  const t = useT();
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
      title={t('settings.prefs.title')}
      icon={<Palette className="size-4 text-primary" aria-hidden />}
      description={t('settings.common.savedOnDevice')}
    >
      <div className="grid gap-6">
        <fieldset>
          <legend className="mb-2 font-mono text-xs font-semibold tracking-wider">{t('settings.prefs.theme')}</legend>
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
                {t(label)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          {select('language', t('settings.prefs.language'), LANGUAGE_OPTIONS)}
          {select(
            'dateFormat',
            t('settings.prefs.dateFormat'),
            DATE_FORMATS.map((f) => [f, f] as const),
          )}
          {select(
            'timeFormat',
            t('settings.prefs.timeFormat'),
            TIME_FORMATS.map((f) => [f, t(`settings.prefs.time${f}`)] as const),
          )}
        </div>
        <div className="divide-y border-t">
          {SWITCHES.map((name) => (
            <PreferenceSwitch
              key={name}
              id={`pref-${name}`}
              label={t(`settings.prefs.${name}`)}
              description={t(`settings.prefs.${name}Description`)}
              checked={prefs[name]}
              onCheckedChange={(checked) => update(name, checked)}
            />
          ))}
        </div>
      </div>
    </SettingsSection>
  );
}
