import { describe, expect, it } from 'vitest';
import { parseComposeBlock } from './compose-block';

const BLOCK =
  '```compose\n{"to":"sam@example.com","subject":"Atlas","context":"Say it is on track","tone":"friendly","length":"brief"}\n```';

describe('parseComposeBlock', () => {
  it('takes the request out of the reply and keeps the rest', () => {
    const { display, draft } = parseComposeBlock(`Here is a plan.\n\n${BLOCK}\n\nAnything else?`);
    expect(display).toBe('Here is a plan.\n\nAnything else?');
    expect(draft).toEqual({
      to: 'sam@example.com',
      subject: 'Atlas',
      context: 'Say it is on track',
      tone: 'friendly',
      length: 'brief',
    });
  });

  it('falls back to the defaults for unknown tone and length, and needs a context', () => {
    const odd = '```compose\n{"context":"Hi","tone":"angry","length":"epic"}\n```';
    expect(parseComposeBlock(odd).draft).toEqual({
      to: '',
      subject: '',
      context: 'Hi',
      tone: 'professional',
      length: 'medium',
    });
    expect(parseComposeBlock('```compose\n{"to":"a@b.c"}\n```').draft).toBeNull();
    expect(parseComposeBlock('```compose\nnot json\n```')).toEqual({ display: '', draft: null });
  });

  it('hides a block that is still streaming and leaves other replies alone', () => {
    expect(parseComposeBlock('Sure.\n```compose\n{"to":"sa')).toEqual({ display: 'Sure.', draft: null });
    expect(parseComposeBlock('Plain **reply**')).toEqual({ display: 'Plain **reply**', draft: null });
    expect(parseComposeBlock('```js\nx\n```').draft).toBeNull();
  });
});
