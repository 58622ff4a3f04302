import { createTranslator } from '@/lib/i18n/i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const { useT, translate } = createTranslator<typeof english>(messages);

/** A key of this folder's catalog, for tables that name a text to look up at render time. */
export type Key = Parameters<typeof translate>[0];
