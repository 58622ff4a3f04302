import { describe, expect, it } from 'vitest';
import { jsonInText } from './json-in-text.js';

describe('jsonInText', () => {
  it.each([
    ['plain JSON', ' {"a": 1} ', { a: 1 }],
    ['a json fence', 'Here you go:\n```json\n{"a": 1}\n```\nEnjoy!', { a: 1 }],
    ['a fence without a language', '```\n[1, 2]\n```', [1, 2]],
    [
      'prose with braces before the JSON',
      'Use {placeholders} like so: {"a": "} is fine", "b": [1]} done',
      { a: '} is fine', b: [1] },
    ],
    ['a JSON string holding the object', '"{\\"a\\": 1}"', { a: 1 }],
  ])('takes the value out of %s', (_label, content, value) => {
    expect(jsonInText(content)).toEqual(value);
  });

  it.each(['', 'Sure! Here is your email: {subject: Hello}', 'no json here', '{"a": 1'])(
    'finds nothing in %j',
    (content) => {
      expect(jsonInText(content)).toBeUndefined();
    },
  );
});
