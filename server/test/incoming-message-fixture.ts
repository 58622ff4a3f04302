import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';

/** An incoming message as a reader would hand it over, with what a test does not care about filled in. */
export function incoming(over: Partial<IncomingMessage> = {}): IncomingMessage {
  const id = randomUUID();
  return {
    accountId: 'account',
    messageId: `<${id}@mail.example.org>`,
    providerId: id,
    threadId: null,
    from: 'alice@example.org',
    fromName: 'Alice',
    to: ['me@example.test'],
    subject: 'Hello',
    text: 'Hi there',
    date: Date.UTC(2026, 0, 5, 9, 0),
    references: null,
    headers: {},
    ...over,
  };
}
