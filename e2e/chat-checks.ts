/** Checks the three chats (agent chat, demo, new-user journey) share against the fake provider's slow stream. */
import type { Locator } from '@playwright/test';
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
