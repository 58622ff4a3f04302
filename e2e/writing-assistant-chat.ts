/** The agent chat with the Writing Assistant, as the conversation specs drive it. */
import type { BrowserContext, Page } from '@playwright/test';
import { fakeKey } from '../server/test/fake-provider';

/** Every page of the context starts with the fake provider's key (unless one is stored already). */
export async function useFakeProviderKey(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addInitScript(
    ([key, url]) => {
      if (localStorage.getItem('openai-api-key')) return;
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl: url }));
    },
    [fakeKey('ok'), baseUrl] as const,
  );
}

/** The chat panel and its conversation sidebar. */
export function writingAssistantChat(page: Page) {
  const panel = page.getByRole('region', { name: 'Chat with Writing Assistant' });
  const sidebar = panel.getByRole('complementary', { name: 'Conversations' });
  return {
    panel,
    sidebar,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: 'Message to Writing Assistant' }),
    list: sidebar.getByRole('list', { name: 'Conversations with Writing Assistant' }),
    search: sidebar.getByRole('searchbox', { name: 'Search all conversations' }),
  };
}
