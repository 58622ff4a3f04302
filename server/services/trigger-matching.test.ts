import { describe, expect, it } from 'vitest';
import { incoming } from '../test/incoming-message-fixture.js';
import { matchKeywords, matchSender, matchTrigger } from './trigger-matching.js';

describe('keyword triggers', () => {
  const m = (subject: string, text = '') => incoming({ subject, text });

  it('matches any keyword, case-insensitive, as a whole word, subject before body', () => {
    expect(matchKeywords('invoice, receipt', m('Your Invoice #12'))).toBe('keyword "invoice" in the subject');
    expect(matchKeywords('invoice, receipt', m('Hello', 'Please find the RECEIPT attached.'))).toBe(
      'keyword "receipt" in the body',
    );
    expect(matchKeywords('receipt, invoice', m('invoice', 'receipt'))).toBe('keyword "invoice" in the subject');
    expect(matchKeywords('invoice', m('Invoiced already', 'preinvoice'))).toBeNull();
    expect(matchKeywords('café', m('Le Café ouvre'))).toBe('keyword "café" in the subject');
    expect(matchKeywords('café', m('cafés'))).toBeNull();
  });

  it('matches a phrase across line breaks, and keywords that begin or end with punctuation', () => {
    expect(matchKeywords('quarterly report', m('x', 'the quarterly\n  report is due'))).toBe(
      'keyword "quarterly report" in the body',
    );
    expect(matchKeywords('#urgent', m('fix this #URGENT'))).toBe('keyword "#urgent" in the subject');
    expect(matchKeywords('c++', m('We use C++ here'))).toBe('keyword "c++" in the subject');
    expect(matchKeywords('a.b', m('axb'))).toBeNull();
  });

  it('ignores empty entries', () => {
    expect(matchKeywords(' , ,', m('anything'))).toBeNull();
  });
});

describe('sender triggers', () => {
  const from = (address: string | null) => incoming({ from: address });

  it('matches an address exactly, case-insensitive', () => {
    expect(matchSender('Alice@Example.org', from('alice@example.org'))).toBe('sender alice@example.org');
    expect(matchSender('bob@example.org; Alice Smith <alice@example.org>', from('alice@example.org'))).toBe(
      'sender alice@example.org',
    );
    expect(matchSender('alice@example.org', from('malice@example.org'))).toBeNull();
    expect(matchSender('alice@example.org', from(null))).toBeNull();
  });

  it('matches @domain exactly and .domain with its subdomains', () => {
    expect(matchSender('@example.org', from('bob@example.org'))).toBe('sender bob@example.org');
    expect(matchSender('@example.org', from('bob@mail.example.org'))).toBeNull();
    expect(matchSender('@example.org', from('bob@badexample.org'))).toBeNull();
    expect(matchSender('.example.org', from('bob@mail.example.org'))).toBe('sender bob@mail.example.org');
    expect(matchSender('.example.org', from('bob@example.org'))).toBe('sender bob@example.org');
    expect(matchSender('.example.org', from('bob@badexample.org'))).toBeNull();
  });

  it('dispatches on the trigger type; other triggers never match mail', () => {
    const msg = incoming({ subject: 'invoice', from: 'a@example.org' });
    expect(matchTrigger({ trigger_type: 'keyword', trigger_value: 'invoice' }, msg)).toBe(
      'keyword "invoice" in the subject',
    );
    expect(matchTrigger({ trigger_type: 'sender', trigger_value: 'a@example.org' }, msg)).toBe('sender a@example.org');
    expect(matchTrigger({ trigger_type: 'schedule', trigger_value: 'invoice' }, msg)).toBeNull();
  });
});
