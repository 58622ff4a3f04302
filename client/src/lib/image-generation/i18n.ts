import { createTranslator } from '@/lib/i18n/i18n';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

export const { useT, translate } = createTranslator<typeof english>(messages);
