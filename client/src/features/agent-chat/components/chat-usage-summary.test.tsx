import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createChatEngine } from '@/lib/chat-engine/chat-engine';
import { makeMessage, type ConversationMessage } from '../chat-logic';
import { LiveChatUsageSummary } from './chat-usage-summary';

const usage = { promptTokens: 1000, completionTokens: 500, estimated: false, model: 'gpt-4o' };

describe('the running total of a chat as it streams', () => {
  it('counts what enters the conversation while a reply streams, not only when it ends', () => {
    let onText: (soFar: string) => void = () => undefined;
    const engine = createChatEngine<ConversationMessage>(
      {
        stream: (request) => {
          onText = request.onText;
          return new Promise(() => undefined);
        },
        userMessage: (text) => makeMessage('user', text),
        // A regenerated reply carries the usage of the version it replaces, say.
        replyMessage: () => makeMessage('assistant', '', { usage }),
        announce: { replied: (c) => c, stopped: (c) => c, failed: (m) => m },
      },
      [makeMessage('assistant', 'Hello')],
    );
    const { container } = render(<LiveChatUsageSummary live={engine} />);
    expect(container.textContent).toBe('');
    act(() => void engine.send('Hi'));
    expect(container.textContent).toBe('');
    act(() => onText('Hel'));
    expect(screen.getByText(/1,500 tokens/)).toBeTruthy();
  });

  it('keeps its place but shows no figure while only the last messages of the conversation are read', () => {
    const engine = createChatEngine<ConversationMessage>(
      {
        stream: () => new Promise(() => undefined),
        userMessage: (text) => makeMessage('user', text),
        replyMessage: () => makeMessage('assistant', ''),
        announce: { replied: (c) => c, stopped: (c) => c, failed: (m) => m },
      },
      [makeMessage('assistant', 'The last reply', { usage })],
    );
    const { container, rerender } = render(<LiveChatUsageSummary live={engine} partial />);
    const line = container.querySelector('p')!;
    expect(line.className).toContain('invisible');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText(/tokens/)).toBeNull();
    rerender(<LiveChatUsageSummary live={engine} />);
    expect(screen.getByText(/1,500 tokens/)).toBeTruthy();
    expect(container.querySelector('p')!.className).not.toContain('invisible');
  });
});
