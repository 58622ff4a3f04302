import { describe, expect, it } from 'vitest';
import { messageIdFor } from '../mail/compose-mime.js';
import { incoming } from '../test/incoming-message-fixture.js';
import { loopGuardReason } from './loop-guards.js';

const own = ['me@example.test', 'Work@Example.COM'];
const reason = (over: Parameters<typeof incoming>[0]) => loopGuardReason(incoming(over), own);

describe('loop guards', () => {
  it('lets an ordinary message from a person through', () => {
    expect(reason({})).toBeNull();
    expect(reason({ headers: { 'auto-submitted': 'no', precedence: 'first-class' } })).toBeNull();
    // Names that only look like the robots' do not count.
    for (const from of ['noreplyster@example.org', 'reply@example.org', 'owner@example.org', 'requests@example.org'])
      expect(reason({ from })).toBeNull();
  });

  it('refuses mail this product sent (our Message-ID), whoever it came back from', () => {
    expect(reason({ messageId: messageIdFor('2f1c0e8a-1111-4222-8333-944455556666'), from: 'bob@example.org' })).toBe(
      'Skipped: sent by AgentOps itself',
    );
  });

  it("refuses mail from the user's own linked addresses, in any case", () => {
    expect(reason({ from: 'work@example.com' })).toBe('Skipped: sent from your own address (work@example.com)');
  });

  it('refuses a null sender and an empty Return-Path (bounces)', () => {
    expect(reason({ from: null })).toBe('Skipped: no sender address (a bounce or delivery report)');
    expect(reason({ from: '' })).toBe('Skipped: no sender address (a bounce or delivery report)');
    expect(reason({ headers: { 'return-path': '<>' } })).toBe(
      'Skipped: no sender address (a bounce or delivery report)',
    );
  });

  it('refuses Auto-Submitted other than no, with its value in the reason', () => {
    expect(reason({ headers: { 'auto-submitted': 'auto-replied' } })).toBe(
      'Skipped: sent automatically (Auto-Submitted: auto-replied)',
    );
    expect(reason({ headers: { 'auto-submitted': 'Auto-Generated; owner-email="x@example.org"' } })).toMatch(
      /^Skipped: sent automatically \(Auto-Submitted: Auto-Generated/,
    );
    expect(reason({ headers: { 'auto-submitted': ' NO ' } })).toBeNull();
    expect(reason({ headers: { 'x-autoreply': 'yes' } })).toBe('Skipped: sent automatically (X-Autoreply)');
    expect(reason({ headers: { 'x-loop': 'helpdesk@example.org' } })).toBe('Skipped: sent automatically (X-Loop)');
  });

  it('refuses X-Auto-Response-Suppress asking for no automatic answers', () => {
    expect(reason({ headers: { 'x-auto-response-suppress': 'All' } })).toBe(
      'Skipped: the sender asked for no automatic replies (X-Auto-Response-Suppress: All)',
    );
    expect(reason({ headers: { 'x-auto-response-suppress': 'DR, OOF, AutoReply' } })).toMatch(/^Skipped: the sender/);
    expect(reason({ headers: { 'x-auto-response-suppress': 'DR, RN, NRN' } })).toBeNull();
  });

  it('refuses Precedence bulk, list and junk', () => {
    expect(reason({ headers: { precedence: 'bulk' } })).toBe('Skipped: bulk mail (Precedence: bulk)');
    expect(reason({ headers: { precedence: 'List' } })).toBe('Skipped: mailing list mail (Precedence: list)');
    expect(reason({ headers: { precedence: 'junk' } })).toBe('Skipped: junk mail (Precedence: junk)');
  });

  it('refuses List-Id and every other List-* header', () => {
    expect(reason({ headers: { 'list-id': '<dev.lists.example.org>', 'list-post': '<mailto:x>' } })).toBe(
      'Skipped: mailing list mail (List-Id)',
    );
    expect(reason({ headers: { 'list-unsubscribe': '<https://example.org/u>' } })).toBe(
      'Skipped: mailing list mail (List-Unsubscribe)',
    );
  });

  it('refuses no-reply, mail-system and list-software senders', () => {
    const cases: [string, string][] = [
      ['no-reply@example.org', 'the sender does not take replies'],
      ['NoReply@example.org', 'the sender does not take replies'],
      ['do-not-reply@example.org', 'the sender does not take replies'],
      ['donotreply@example.org', 'the sender does not take replies'],
      ['billing.noreply@example.org', 'the sender does not take replies'],
      ['noreply-alerts@example.org', 'the sender does not take replies'],
      ['MAILER-DAEMON@mx.example.org', 'a mail system address'],
      ['postmaster@example.org', 'a mail system address'],
      ['owner-devlist@lists.example.org', 'a mailing list address'],
      ['devlist-request@lists.example.org', 'a mailing list address'],
    ];
    for (const [from, why] of cases)
      expect(reason({ from: from.toLowerCase() })).toBe(`Skipped: ${why} (${from.toLowerCase()})`);
  });
});
