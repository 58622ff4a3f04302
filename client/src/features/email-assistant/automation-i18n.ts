import { createTranslator } from '@/lib/i18n/i18n';
import type assistant from './locales/en.json';
import type automation from './locales/automation/en.json';
import { messages } from './locales/automation/en.json?lingui';
import './i18n';

/**
 * The automations' and tasks' strings: a catalog of their own, so their English travels in the
 * chunk that loads when the AUTOMATION tab first opens, not in the dashboard's first load. Its
 * translator also knows the assistant's common keys (registered by `./i18n`).
 */
export const { useT, translate } = createTranslator<typeof assistant & typeof automation>(messages);

export type MailKey = Extract<keyof typeof assistant | keyof typeof automation, string>;
