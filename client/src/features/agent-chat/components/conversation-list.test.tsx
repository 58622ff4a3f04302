import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newConversation } from '../conversations/conversation-rules';
import type { ConversationRecord } from '../conversations/conversation-types';
import { LIST_PAGE_SIZE } from '../conversations/conversation-rules';
import { ConversationList } from './conversation-list';

const record = (id: string, title: string, extra: Partial<ConversationRecord> = {}): ConversationRecord => ({
  ...newConversation('ai-writing-assistant', Date.parse('2026-11-27T10:00:00Z'), id),
  title,
  messageCount: 4,
  ...extra,
});

function setup(conversations: ConversationRecord[], currentId: string | null = null, total = conversations.length) {
  const handlers = {
    onOpen: vi.fn(),
    onRename: vi.fn(),
    onTogglePin: vi.fn(),
    onDelete: vi.fn(),
    onShowMore: vi.fn(),
  };
  const props = { agentName: 'Writing Assistant', currentId, total, ...handlers };
  const view = render(<ConversationList conversations={conversations} {...props} />);
  return {
    ...handlers,
    user: userEvent.setup(),
    rerender: (next: ConversationRecord[]) => view.rerender(<ConversationList conversations={next} {...props} />),
    list: () => screen.getByRole('list', { name: 'Conversations with Writing Assistant' }),
  };
}

describe('ConversationList', () => {
  it('lists titles ("New chat" before the first message), marks the open one and opens another', async () => {
    const { user, list, onOpen } = setup([record('a', 'Plan my week', { pinned: true }), record('b', '')], 'a');
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { current: true }).textContent).toContain('Plan my week');
    expect(within(items[0]!).getByLabelText('Pinned')).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: /^New chat/ }).textContent).toContain('4 messages');
    await user.click(within(items[1]!).getByRole('button', { name: /^New chat/ }));
    expect(onOpen).toHaveBeenCalledWith('b');
  });

  it('renames by keyboard: Enter saves, Escape cancels', async () => {
    const { user, onRename } = setup([record('a', 'Plan my week')]);
    await user.click(screen.getByRole('button', { name: 'Rename “Plan my week”' }));
    const field = screen.getByRole('textbox', { name: 'Conversation title' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Weekly plan{Enter}');
    expect(onRename).toHaveBeenCalledWith('a', 'Weekly plan');

    await user.click(screen.getByRole('button', { name: 'Rename “Plan my week”' }));
    await user.type(screen.getByRole('textbox', { name: 'Conversation title' }), ' changed{Escape}');
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('pins, unpins and deletes through named buttons', async () => {
    const pinned = record('a', 'Pinned one', { pinned: true });
    const plain = record('b', 'Plain one');
    const { user, onTogglePin, onDelete } = setup([pinned, plain]);
    await user.click(screen.getByRole('button', { name: 'Unpin “Pinned one”' }));
    expect(onTogglePin).toHaveBeenCalledWith(pinned);
    await user.click(screen.getByRole('button', { name: 'Pin “Plain one”' }));
    expect(onTogglePin).toHaveBeenLastCalledWith(plain);
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete “Plain one”' }));
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(plain);
  });

  it('paints the page it was given of a long list and asks for more on demand', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => record(`c${i}`, `Conversation ${i}`));
    const { user, list, onShowMore, rerender } = setup(many.slice(0, LIST_PAGE_SIZE), null, 1000);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: `Show more conversations (${1000 - LIST_PAGE_SIZE})` }));
    expect(onShowMore).toHaveBeenCalledOnce();
    rerender(many.slice(0, LIST_PAGE_SIZE * 2));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE * 2);
    expect(screen.getByRole('button', { name: `Show more conversations (${1000 - LIST_PAGE_SIZE * 2})` })).toBeTruthy();
  });

  it('says when there is nothing yet', () => {
    setup([]);
    expect(screen.getByText('No saved conversations with Writing Assistant yet.')).toBeTruthy();
  });
});
