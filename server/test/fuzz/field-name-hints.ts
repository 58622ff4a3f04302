import fc from 'fast-check';
import { AGENTS } from '../../../common/agents/catalogue.js';
import { idRefTo, type IdRef } from './placeholders.js';

/**
 * What JSON Schema cannot say about a field (an address, a future date, the signed-in user's own
 * password) read from the field's name, so valid requests reach the handlers and the database
 * instead of stopping at validation.
 */

const futureIso = fc
  .integer({ min: 60_000, max: 360 * 24 * 3600_000 })
  .map((ms) => new Date(Date.now() + ms).toISOString());
export const anyIso = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const simpleAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/),
    fc.constantFrom('example.test', 'Example.Test', 'mail.example.org'),
  )
  .map(([local, domain]) => `${local}@${domain}`);
export const address = fc.oneof(
  { weight: 6, arbitrary: simpleAddress },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('ann@example.test', 'Bob.Smith+tag@Example.Test', ' carol@example.test ') },
);
const myEmail = fc.nat(50).map((n): IdRef => ({ $ref: 'myEmail', n }));
const myPassword = fc.nat(50).map((n): IdRef => ({ $ref: 'myPassword', n }));
const addressList = fc
  .array(address, { minLength: 1, maxLength: 4 })
  .chain((list) => fc.constantFrom(', ', ',', '; ').map((sep) => list.join(sep)));
const password = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
  { weight: 1, arbitrary: myPassword },
);

/** Field names whose meaning JSON Schema does not carry. Each returns mostly meaningful values. */
export function hinted(name: string | undefined): fc.Arbitrary<unknown> | undefined {
  switch (name) {
    case 'email':
      // The signed-in user's own address now and then: sign-in, recovery and profile paths that find an account.
      return fc.oneof({ weight: 3, arbitrary: address }, { weight: 1, arbitrary: myEmail });
    case 'to':
    case 'cc':
    case 'bcc':
    case 'recipientEmail':
      return addressList;
    case 'emailSubject':
    case 'emailBody':
    case 'emailTemplate':
    case 'name':
      // Mostly text an automation can be saved with (a template variable now and then), so creates get past validation.
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0) },
        { weight: 1, arbitrary: fc.constantFrom('Hello {{senderName}}', 'Re: {{subject}}', '{{unknown}}') },
      );
    case 'triggerType':
      return fc.constantFrom('schedule', 'immediate', 'keyword', 'sender');
    case 'actionType':
      return fc.constantFrom('send_email', 'task', 'send_email', 'reply');
    case 'sendAt':
      return fc.oneof({ weight: 4, arbitrary: futureIso }, { weight: 1, arbitrary: anyIso });
    case 'password':
    case 'newPassword':
    case 'currentPassword':
      return password;
    case 'id':
      return idRefTo();
    case 'accountId':
      return idRefTo('email_accounts');
    case 'agentId':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...AGENTS.map((a) => a.id)) },
        { weight: 1, arbitrary: fc.string() },
      );
    case 'code':
    case 'resetCode':
      return fc.stringMatching(/^[0-9]{6}$/);
    default:
      return undefined;
  }
}
