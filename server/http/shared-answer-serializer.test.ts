import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sharedAnswerSerializer } from './shared-answer-serializer.js';

/** A list schema that counts how often an answer is checked against it. */
function countingRoute() {
  const checked = { count: 0 };
  const schema = z.array(
    z.object({
      subject: z.string().refine(() => {
        checked.count++;
        return true;
      }),
    }),
  );
  const serialize = sharedAnswerSerializer({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });
  return { serialize, checked };
}

describe('sharedAnswerSerializer', () => {
  it('writes a frozen answer once, and the same text each time it is sent', () => {
    const { serialize, checked } = countingRoute();
    const page = Object.freeze([Object.freeze({ subject: 'First' })]);
    expect(serialize(page)).toBe('[{"subject":"First"}]');
    expect(serialize(page)).toBe('[{"subject":"First"}]');
    expect(checked.count).toBe(1);
  });

  it('checks and writes every answer that is not frozen afresh', () => {
    const { serialize, checked } = countingRoute();
    const page = [{ subject: 'First' }];
    expect(serialize(page)).toBe('[{"subject":"First"}]');
    page[0]!.subject = 'Edited';
    expect(serialize(page)).toBe('[{"subject":"Edited"}]');
    expect(checked.count).toBe(2);
  });

  it('still refuses a frozen answer that breaks the contract, every time', () => {
    const { serialize } = countingRoute();
    const bad = Object.freeze([Object.freeze({ subject: 42 })]);
    expect(() => serialize(bad)).toThrow();
    expect(() => serialize(bad)).toThrow();
  });
});
