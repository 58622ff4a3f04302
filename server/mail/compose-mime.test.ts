import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMime, composerOptions, messageIdFor, type OutgoingMail } from './compose-mime.js';

const mail: OutgoingMail = {
  outboxId: '3f1c2a9e-0000-4000-8000-000000000001',
  from: { name: 'Zoë Example', address: 'zoe@icloud.example' },
  to: ['bob@example.test', 'carol@example.test'],
  subject: 'Grüße — the plan',
  text: 'Line one\nLine two with ünïcode and a long tail '.repeat(5),
  date: Date.UTC(2030, 0, 2, 3, 4, 5),
};

describe('composeMime', () => {
  it('builds the same bytes for the same message, with our Message-ID and the scheduled Date', async () => {
    const [a, b] = [await composeMime(mail), await composeMime(mail)];
    expect(a.equals(b)).toBe(true);
    const parsed = await simpleParser(a);
    expect(parsed.messageId).toBe(messageIdFor(mail.outboxId));
    expect(parsed.messageId).toBe('<3f1c2a9e-0000-4000-8000-000000000001@agentops>');
    expect(parsed.date?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(parsed.from?.value).toEqual([{ name: 'Zoë Example', address: 'zoe@icloud.example' }]);
    expect([parsed.to].flat().flatMap((t) => t!.value.map((v) => v.address))).toEqual(mail.to);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trimEnd()).toBe(mail.text.trimEnd());
    // 7-bit safe on the wire: non-ASCII is encoded.
    expect([...a].every((byte) => byte < 0x80)).toBe(true);
  });
});

describe('composeMime without the stream pipeline', () => {
  const short: OutgoingMail = {
    outboxId: '3f1c2a9e-0000-4000-8000-000000000002',
    from: { name: null, address: 'ann@icloud.example' },
    to: ['bob@example.test'],
    subject: 'Short',
    text: 'Hello Bob',
    date: Date.UTC(2030, 0, 2, 3, 4, 5),
  };
  const variants: Partial<OutgoingMail>[] = [
    {},
    { text: 'Line one\nLine two\n' },
    { text: 'Line one\r\nLine two\r\n' },
    { text: 'Ends in a carriage return\r' },
    { text: '.a line that starts with a dot\n..and another' },
    { text: '' },
    { text: 'x'.repeat(76) },
    { text: 'x'.repeat(77) },
    { text: 'Grüße' },
    { from: { name: 'Ann "the" Sender', address: 'ann@icloud.example' } },
    { from: { name: 'Zoë', address: 'zoe@icloud.example' }, subject: 'Grüße — the plan' },
    { subject: 'A long subject that nodemailer folds over more than one line of the header block, surely' },
    { to: ['bob@example.test', 'Carol <carol@example.test>'] },
    { automated: true, inReplyTo: '<a@x.example>', references: '<z@x.example> <a@x.example>' },
  ];

  it('gives exactly the bytes of nodemailer build(), whichever way the text is sent', async () => {
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
    for (const variant of variants) {
      const m = { ...short, ...variant };
      const expected = await new MailComposer(composerOptions(m)).compile().build();
      expect((await composeMime(m)).toString('latin1'), JSON.stringify(variant)).toBe(expected.toString('latin1'));
    }
  });
});
