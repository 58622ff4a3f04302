/** Checks the three chats (agent chat, demo, new-user journey) share against the fake provider's slow stream. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Sends `text` with Enter and stops the reply mid-stream: its first words show while STOP is
 * offered (the fake's reply ends with THE-END, which must never arrive), STOP keeps them and
 * marks the reply Stopped.
 */
export async function sendAndStopMidStream(
  chat: { box: Locator; log: Locator; stop: Locator },
  text: string,
): Promise<void> {
  const { box, log, stop } = chat;
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(log).toContainText(text);
  await expect(log).toContainText('word3');
  await expect(stop).toBeVisible();
  await expect(log).not.toContainText('THE-END');
  await stop.click();
  await expect(stop).toBeHidden();
  await expect(log).toContainText('Stopped');
  await expect(log).not.toContainText('THE-END');
}

/**
 * Every message of the conversation in `log`, read by scrolling it from its top to its bottom as a
 * reader would: the chat keeps only the messages near the screen in the page.
 */
export async function conversationText(log: Locator): Promise<string> {
  // The specs compile without the DOM's types: the little of it used here is typed by hand.
  interface Item {
    dataset: { messageId?: string };
    textContent: string | null;
  }
  return log.evaluate(async (el) => {
    const { requestAnimationFrame: onFrame } = globalThis as unknown as {
      requestAnimationFrame(callback: () => void): number;
    };
    const frame = () => new Promise<void>((resolve) => onFrame(() => onFrame(resolve)));
    const seen = new Map<string, string>();
    el.scrollTop = 0;
    for (let step = 0; step < 500; step++) {
      await frame();
      for (const item of el.querySelectorAll('li[data-message-id]') as unknown as Item[]) {
        seen.set(item.dataset.messageId!, item.textContent ?? '');
      }
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) break;
      el.scrollTop += Math.max(el.clientHeight / 2, 50);
    }
    return [...seen.values()].join('\n');
  });
}

/**
 * The live messages this browser stored (one conversation per test): the chat saves a moment
 * after it changes, and a reload before that would interrupt the write, as it would a user's.
 */
export function storedContents(page: Page): Promise<string[]> {
  // The specs compile without the DOM's types: the little of IndexedDB used here is typed by hand.
  interface Req<T> {
    result: T;
    error: unknown;
    onsuccess: (() => void) | null;
    onerror: (() => void) | null;
  }
  interface Db {
    transaction(store: string): { objectStore(name: string): { getAll(): Req<unknown[]> } };
    close(): void;
  }
  return page.evaluate(async () => {
    const request = <T>(r: Req<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const idb = (globalThis as unknown as { indexedDB: { open(name: string): Req<Db> } }).indexedDB;
    const db = await request(idb.open('agentops-chat'));
    const rows = await request(db.transaction('messages').objectStore('messages').getAll());
    db.close();
    return (rows as { content: string; deleted: boolean }[]).filter((m) => !m.deleted).map((m) => m.content);
  });
}
