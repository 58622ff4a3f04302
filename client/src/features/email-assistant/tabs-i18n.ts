import { createTranslator } from '@/lib/i18n/i18n';
import type assistant from './locales/en.json';
import type tabs from './locales/tabs/en.json';
import { messages } from './locales/tabs/en.json?lingui';
import './i18n';

/**
 * The ANALYZE, TEMPLATES and INSIGHTS tabs' strings: a catalog of their own, so their English
 * travels in the chunks that load when one of those tabs first opens, not in the dashboard's first
 * load. Its translator also knows the assistant's common keys (registered by `./i18n`).
 */
export const { useT, translate } = createTranslator<typeof assistant & typeof tabs>(messages);
