import { describe, expect, it } from 'vitest';
import { answerLanguageInstruction, messagesInLanguage } from './languages.js';

describe('answerLanguageInstruction', () => {
  it('adds nothing for English, the language the prompts are written in', () => {
    expect(answerLanguageInstruction('en')).toBe('');
  });

  it('names the interface language and lets a user who writes in another keep theirs', () => {
    const text = answerLanguageInstruction('ja');
    expect(text).toContain('Answer in Japanese');
    expect(text).toContain('unless the user writes in another language');
  });
});

describe('messagesInLanguage', () => {
  const messages = [
    { role: 'system', content: 'You analyse emails.' },
    { role: 'user', content: 'Hi' },
  ];

  it('adds the instruction to the system message only', () => {
    const [system, user] = messagesInLanguage(messages, 'fr');
    expect(system!.content).toBe(`You analyse emails.\n\n${answerLanguageInstruction('fr')}`);
    expect(user).toEqual(messages[1]);
  });

  it('leaves English and a request without a system message as they are', () => {
    expect(messagesInLanguage(messages, 'en')).toEqual(messages);
    expect(messagesInLanguage([messages[1]!], 'de')).toEqual([messages[1]]);
  });
});
