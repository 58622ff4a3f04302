import { describe, expect, it } from 'vitest';
import { answerLanguageInstruction } from './languages.js';

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
