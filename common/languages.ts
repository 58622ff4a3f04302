/**
 * The interface languages the preferences offer. The client shows each in its own name; prompts
 * name it in English, the language the system prompts are written in.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  ja: '日本語',
};

export const LANGUAGE_ENGLISH_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Chinese (Simplified)',
  ja: 'Japanese',
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * The instruction added to a system prompt so the model answers in the interface language, while
 * a user who writes in another language still gets an answer in theirs.
 */
export function answerLanguageInstruction(language: Language): string {
  if (language === 'en') return '';
  const name = LANGUAGE_ENGLISH_NAMES[language];
  return `Answer in ${name}, the user's interface language, unless the user writes in another language; then answer in the language they write in.`;
}

/** A system prompt with the answer-language instruction after it (unchanged for English). */
export function withAnswerLanguage(systemPrompt: string, language: Language): string {
  const instruction = answerLanguageInstruction(language);
  return instruction ? `${systemPrompt}\n\n${instruction}` : systemPrompt;
}

/** The messages of a request with the instruction added to its system message, if it has one. */
export function messagesInLanguage<M extends { role: string; content: string }>(
  messages: M[],
  language: Language,
): M[] {
  return messages.map((message, i) =>
    i === 0 && message.role === 'system'
      ? { ...message, content: withAnswerLanguage(message.content, language) }
      : message,
  );
}
