import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { RequestPreview } from '@common/request-preview';
import { apiError, mockApi } from '../../../../test/api-mock';
import { AssistantContext, type AssistantContextValue } from '../assistant-context';
import { AiRequestPreview } from './ai-request-preview';

const KEY = 'sk-test-0123456789abcdefghij';
const PREVIEW: RequestPreview = {
  url: 'https://api.openai.com/v1/chat/completions',
  headers: { authorization: 'Bearer sk-…ghij', 'content-type': 'application/json' },
  model: 'gpt-4o',
  parameters: { temperature: 0.2, response_format: { type: 'json_object' } },
  systemPrompt: 'You review drafts.',
  messages: [{ role: 'user', content: 'Review this draft: Hello team' }],
  excluded: [],
  estimatedPromptTokens: 20,
  estimatedPromptCostUsd: null,
  maxCostUsd: null,
  notes: ['Sent by the server.'],
};

function Wrapper({ children }: { children: ReactNode }) {
  const value = { ai: { apiKey: KEY, baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o' } } as AssistantContextValue;
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AssistantContext.Provider value={value}>{children}</AssistantContext.Provider>
    </QueryClientProvider>
  );
}

const choices = [
  {
    label: 'Extract',
    request: () => ({ action: 'extract' as const, input: { infoType: 'dates' as const, emailContent: 'Hello team' } }),
  },
  { label: 'Analyze', request: () => ({ action: 'analyze' as const, input: { content: 'Hello team' } }) },
];

describe('the email AI What is sent panel', () => {
  it('asks the server for the prompt of the chosen call and shows it; Escape gives the focus back to the button', async () => {
    const api = mockApi({ 'POST /api/email/preview': { body: PREVIEW } });
    const user = userEvent.setup();
    render(<AiRequestPreview choices={choices} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'What is sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is sent' });
    expect(await within(dialog).findByText('You review drafts.')).toBeTruthy();
    expect(
      within(dialog).getByText('No price is known for the model gpt-4o, so no cost is estimated.', { exact: false }),
    ).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({
      action: 'extract',
      input: { infoType: 'dates', emailContent: 'Hello team' },
    });

    await user.selectOptions(within(dialog).getByLabelText('Request'), 'Analyze');
    expect(await within(dialog).findByText('You review drafts.')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ action: 'analyze', input: { content: 'Hello team' } });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'What is sent' }));
  });

  it("shows the server's refusal instead of a request", async () => {
    mockApi({ 'POST /api/email/preview': apiError(400, 'validation_failed', 'Please provide the email content') });
    const user = userEvent.setup();
    render(<AiRequestPreview choices={choices} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'What is sent' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide the email content');
  });
});
