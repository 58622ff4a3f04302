import { serializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = typeof serializerCompiler;

/**
 * The contract's serializer (each answer checked against its route's schema, then written as
 * JSON), writing a frozen answer once: a frozen value is one the read memories share between the
 * requests it answers (db/user-read-memory.ts), frozen through and through, so what it is written
 * as cannot change while it lives. A page of drafts read from memory is then sent as the text it was
 * first sent as, not checked and written again for every request. The text lives as long as the
 * value does, and only in the route whose schema wrote it.
 */
export const sharedAnswerSerializer: SerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
};
