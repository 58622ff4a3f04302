import { describe, expect, it } from 'vitest';
import { WrongPassphraseError } from '../key-crypto';

import { canonicalJson, newConversation } from '../conversations/conversation-rules';
import { contentHash, createVault, decryptText, encryptText, itemIdFor, unlockVault } from './cloud-crypto';
import { fromPayload, toPayload } from './sync-payload';

/** Few iterations: the derivation is the key vault's, tested there at full strength. */
const FAST = 1_000;

describe('cloud history crypto', () => {
  it('makes a vault whose key check lets the right passphrase in and keeps a wrong one out', async () => {
    const { setup, key } = await createVault('river stone lantern', FAST);
    expect(setup).toMatchObject({ iterations: FAST, salt: expect.any(String), keyCheck: expect.any(Object) });
    const again = await unlockVault(setup, 'river stone lantern');
    const sealed = await encryptText(key, 'the same key');
    expect(await decryptText(again, sealed.iv, sealed.ct)).toBe('the same key');
    await expect(unlockVault(setup, 'river stone lantern!')).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('encrypts a conversation so that none of its words are in what the server stores', async () => {
    const { key } = await createVault('river stone lantern', FAST);
    const conversation = { ...newConversation('ai-writing-assistant', 1, 'conv-7f3a9b2e'), title: 'Pelican census' };
    const message = {
      id: 'm1',
      role: 'user' as const,
      content: 'Count the pelicans',
      timestamp: '2026-11-27T10:00:00.000Z',
      conversationId: 'conv-7f3a9b2e',
      seq: 0,
      updatedAt: 1,
      deleted: false,
    };
    const text = canonicalJson(toPayload({ conversation, messages: [message] }));
    const sealed = await encryptText(key, text);
    const stored = JSON.stringify(sealed) + atob(sealed.ct);
    for (const word of ['Pelican', 'pelicans', 'conv-7f3a9b2e', 'writing-assistant'])
      expect(stored).not.toContain(word);
    // A fresh IV each time: the same conversation never encrypts to the same text.
    expect((await encryptText(key, text)).ct).not.toBe(sealed.ct);
    expect(fromPayload(await decryptText(key, sealed.iv, sealed.ct))).toEqual({ conversation, messages: [message] });
  });

  it('names an item by a hash of the conversation id, the same in every browser', async () => {
    const id = await itemIdFor('c1');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(await itemIdFor('c1')).toBe(id);
    expect(await itemIdFor('c2')).not.toBe(id);
    expect(await contentHash('a')).not.toBe(await contentHash('b'));
  });
});

describe('sync payload', () => {
  it('carries a deleted conversation as its record alone, and reads back only what it knows', () => {
    const conversation = { ...newConversation('a', 1, 'c1'), deleted: true };
    expect(toPayload({ conversation, messages: [{} as never] })).toEqual({ v: 1, conversation, messages: [] });
    expect(fromPayload('not json')).toBeNull();
    expect(fromPayload(JSON.stringify({ v: 2, conversation, messages: [] }))).toBeNull();
  });
});
