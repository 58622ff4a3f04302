import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMime, messageIdFor, type OutgoingMail } from './compose-mime.js';

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
