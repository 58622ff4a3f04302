import { useEffect } from 'react';
import { useDisplayPreferences } from '@/lib/preferences/display-preferences';
import { activateLanguage } from './i18n';

/** Switches the interface to the language of the preferences whenever it changes. */
export function LanguageFollower() {
  const { language } = useDisplayPreferences();
  useEffect(() => {
    void activateLanguage(language);
  }, [language]);
  return null;
}
