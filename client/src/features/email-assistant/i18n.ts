import { createTranslator } from '@/lib/i18n/i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const { useT, translate } = createTranslator<typeof english>(messages);

/** A key of this folder's catalogs, for labels kept in constants and resolved at render time. */
export type MailKey = Extract<keyof typeof english, string>;
