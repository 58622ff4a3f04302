// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spokenText } from './speech-text';

describe('spokenText', () => {
  it('reads the words of a formatted reply without the marks', () => {
    const reply =
      '## Summary\n\n- **Budget** approved\n- See [the notes](https://example.com/n) and `config`\n\n1. Ship it';
    expect(spokenText(reply)).toBe('Summary\n\nBudget approved\nSee the notes and config\n\nShip it');
  });

  it('leaves code blocks out', () => {
    expect(spokenText('Run this:\n```sh\nnpm start\n```\nDone.')).toBe('Run this:\n \nDone.');
  });

  it('keeps plain text as it is', () => {
    expect(spokenText('Hello, how are you?')).toBe('Hello, how are you?');
  });
});
