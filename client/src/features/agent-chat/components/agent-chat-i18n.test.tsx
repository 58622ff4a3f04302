import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { makeMessage } from '../chat-logic';
import { newConversation } from '../conversations/conversation-rules';
import { parseImport } from '../conversations/conversation-export';
import { AllowedProviders } from './allowed-providers';
import { ChatUsageSummary } from './chat-usage-summary';
import { ConversationList } from './conversation-list';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const usage = { promptTokens: 1000, completionTokens: 500, estimated: false, model: 'gpt-4o' };

describe('the agent chat in another language', () => {
  it('lists the conversations in German, an untitled one as "Neuer Chat"', async () => {
    await act(() => activateLanguage('de'));
    const record = { ...newConversation('ai-writing-assistant', Date.now(), 'a'), title: '', messageCount: 4 };
    render(
      <ConversationList
        agentName="Writing Assistant"
        conversations={[record]}
        total={1}
        currentId={null}
        onShowMore={vi.fn()}
        onOpen={vi.fn()}
        onRename={vi.fn()}
        onTogglePin={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Unterhaltungen mit Writing Assistant' });
    expect(within(list).getByRole('button', { name: /^Neuer Chat/ }).textContent).toContain('4 Nachrichten');
    expect(within(list).getByRole('button', { name: '„Neuer Chat“ löschen' })).toBeTruthy();
  });

  it('writes the running total in French, money the French way', async () => {
    await act(() => activateLanguage('fr'));
    render(<ChatUsageSummary messages={[makeMessage('assistant', 'Bonjour', { usage })]} />);
    // 1 000 prompt tokens at $2.50 and 500 completion tokens at $10 per million: $0.0075.
    expect(screen.getByText(/^Total de la conversation : 1\s500 jetons · 0,0075\s\$US \(estimation\)$/)).toBeTruthy();
  });

  it('keeps the markup of a tagged sentence in Japanese', async () => {
    await act(() => activateLanguage('ja'));
    const { container } = render(
      <AllowedProviders allowlist={{ origins: ['https://api.openai.com'], loopback: false }} />,
    );
    expect(container.textContent).toBe(
      'このサーバーが許可している OpenAI 互換サービスであれば利用できます。許可されているプロバイダー：api.openai.com。ほかのプロバイダーを使うには管理者に許可を依頼してください。',
    );
    expect(container.querySelector('.font-mono')?.textContent).toBe('api.openai.com');
  });

  it('says what is wrong with an import file in Spanish', async () => {
    await act(() => activateLanguage('es'));
    expect(parseImport('nope')).toEqual({
      ok: false,
      error: 'Este archivo no es JSON. Elige un archivo exportado desde este chat (.json).',
    });
  });
});
