import { describe, expect, it } from 'vitest';
import {
  conversationTotals,
  formatCost,
  formatCount,
  formatTimestamp,
  hasAllAccess,
  initialMessages,
  makeMessage,
  providerHistory,
  sanitizeStoredMessages,
  type ConversationMessage,
} from './chat-logic';

const agent = { name: 'Writing Assistant', description: 'Drafts and edits text.' };

describe('formatTimestamp', () => {
  it('shows 24-hour hh:mm:ss in local time, zero-padded', () => {
    expect(formatTimestamp(new Date(2024, 0, 2, 7, 5, 9).toISOString())).toBe('07:05:09');
    expect(formatTimestamp(new Date(2024, 0, 2, 23, 59, 0).toISOString())).toBe('23:59:00');
    expect(formatTimestamp(new Date(2024, 0, 2, 0, 0, 0).toISOString())).toBe('00:00:00');
  });

  it('shows nothing for a broken timestamp', () => {
    expect(formatTimestamp('yesterday')).toBe('');
  });
});

describe('access', () => {
  it('grants all access to admins and all-access users only', () => {
    expect(hasAllAccess(null)).toBe(false);
    expect(hasAllAccess({ isAdmin: false })).toBe(false);
    expect(hasAllAccess({ isAdmin: true })).toBe(true);
    expect(hasAllAccess({ isAdmin: false, allAccess: true })).toBe(true);
  });
});

describe('initialization', () => {
  it('adds the system note and a greeting built from the agent', () => {
    const [note, greeting] = initialMessages(agent);
    expect(note).toMatchObject({
      role: 'system',
      content: 'Agent Writing Assistant initialized. Ready for operations.',
    });
    expect(greeting?.role).toBe('assistant');
    expect(greeting?.content).toContain('Writing Assistant');
    expect(greeting?.content).toContain(agent.description);
    expect(greeting?.content).toMatch(/help/);
  });

  it('sends neither notes nor error lines to the provider', () => {
    const messages: ConversationMessage[] = [
      ...initialMessages(agent),
      makeMessage('user', 'Hi'),
      makeMessage('system', 'Rate limit exceeded.', { kind: 'error' }),
    ];
    expect(providerHistory(messages)).toEqual([
      { role: 'assistant', content: expect.stringContaining('Hello') },
      { role: 'user', content: 'Hi' },
    ]);
  });

  it('sends a message of files only as the files: the picture alone, or the document as its text', () => {
    const photo = { id: 'p1', name: 'photo.jpg', mimeType: 'image/jpeg', size: 10, kind: 'image' as const };
    const doc = {
      id: 'd1',
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: 5,
      kind: 'text' as const,
      text: 'Buy milk',
    };
    const [picture, document] = providerHistory(
      [makeMessage('user', '', { attachments: [photo] }), makeMessage('user', '', { attachments: [doc] })],
      { seesImages: true },
    );
    expect(picture?.content).toEqual([{ type: 'image_url', image_url: { url: 'attachment:p1' } }]);
    expect(document?.content).toBe('--- File: notes.txt (text) ---\nBuy milk\n--- End of notes.txt ---');
  });

  it('gives each message its own id', () => {
    const ids = new Set(Array.from({ length: 100 }, () => makeMessage('user', 'x').id));
    expect(ids.size).toBe(100);
  });
});

describe('usage and cost', () => {
  it('adds up tokens and the cost of priced models', () => {
    const messages = [
      makeMessage('assistant', 'a', {
        usage: { promptTokens: 100, completionTokens: 20, estimated: false, model: 'gpt-4o' },
      }),
      makeMessage('assistant', 'b', {
        usage: { promptTokens: 100, completionTokens: 80, estimated: true, model: 'gpt-4o' },
      }),
    ];
    const totals = conversationTotals(messages);
    expect(totals.tokens).toBe(300);
    expect(totals.costUsd).toBeCloseTo((200 * 2.5 + 100 * 10) / 1e6, 10);
    expect(totals.partialCost).toBe(false);
  });

  it('counts the replies of versions not shown: they were paid for', () => {
    const usage = { promptTokens: 100, completionTokens: 20, estimated: false, model: 'gpt-4o' };
    const first = makeMessage('assistant', 'first', { usage });
    const second = makeMessage('assistant', 'second', { usage, branches: { index: 1, others: [[first]] } });
    expect(conversationTotals([second]).tokens).toBe(240);
  });

  it('says n/a for a model without a price', () => {
    const messages = [
      makeMessage('assistant', 'a', {
        usage: { promptTokens: 1, completionTokens: 1, estimated: false, model: 'llama3' },
      }),
    ];
    expect(conversationTotals(messages)).toEqual({ tokens: 2, costUsd: null, partialCost: true });
    expect(formatCost(null)).toBe('cost n/a');
  });

  it('adds each generated image at its estimated cost, and counts an unpriced one as unknown', () => {
    const image = (costUsd: number | null) => ({
      id: `img-${String(costUsd)}`,
      prompt: 'A fox',
      model: 'gpt-image-1',
      size: '1024x1024',
      quality: 'medium',
      mimeType: 'image/png',
      thumbnail: 'data:,',
      costUsd,
    });
    const messages = [
      makeMessage('assistant', 'a', {
        usage: { promptTokens: 200, completionTokens: 100, estimated: false, model: 'gpt-4o' },
      }),
      makeMessage('assistant', 'A fox', { images: [image(0.042), image(0.042)] }),
    ];
    const totals = conversationTotals(messages);
    expect(totals.tokens).toBe(300);
    expect(totals.costUsd).toBeCloseTo(0.0015 + 0.084, 10);
    expect(totals.partialCost).toBe(false);
    expect(conversationTotals([makeMessage('assistant', 'x', { images: [image(null)] })])).toEqual({
      tokens: 0,
      costUsd: null,
      partialCost: true,
    });
  });

  it('formats dollars to four places', () => {
    expect(formatCost(0.0012)).toBe('$0.0012');
    expect(formatCost(0)).toBe('$0.0000');
    expect(formatCost(0.00001)).toBe('<$0.0001');
    expect(formatCost(1.5)).toBe('$1.5000');
  });

  it('writes money and counts in each language, whichever language wrote first', () => {
    expect(formatCost(1.5, 'de-DE')).toBe('1,5000\u00a0$');
    expect(formatCost(1.5, 'en-US')).toBe('$1.5000');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
  });
});

describe('sanitizeStoredMessages', () => {
  it('keeps well-formed messages and drops the rest', () => {
    const good = makeMessage('user', 'hi');
    expect(sanitizeStoredMessages([good, null, { role: 'user' }, { ...good, role: 'tool' }])).toEqual([good]);
    expect(sanitizeStoredMessages('nope')).toEqual([]);
  });

  it('keeps well-formed versions, and drops broken ones but not their message', () => {
    const old = makeMessage('user', 'first try');
    const carrier = makeMessage('user', 'second try', { branches: { index: 1, others: [[old]] } });
    expect(sanitizeStoredMessages([carrier])).toEqual([carrier]);
    const broken = { ...carrier, branches: { index: 4, others: [[old]] } };
    const { branches: _, ...plain } = carrier;
    expect(sanitizeStoredMessages([broken])).toEqual([plain]);
    expect(sanitizeStoredMessages([{ ...carrier, branches: { index: 1, others: [[{ id: 'x' }]] } }])).toEqual([plain]);
  });
});
