import { conversationTotals, formatCost, type ConversationMessage } from '../chat-logic';

/** The conversation's running total: tokens and an estimated cost at the provider's list prices. */
export function ChatUsageSummary({ messages }: { messages: readonly ConversationMessage[] }) {
  const { tokens, costUsd, partialCost } = conversationTotals(messages);
  if (tokens === 0) return null;
  return (
    <p className="border-t px-3 py-1.5 font-mono text-[11px] text-muted-foreground sm:px-4">
      Conversation total: {tokens.toLocaleString('en-US')} tokens · {partialCost && costUsd !== null ? 'at least ' : ''}
      {formatCost(costUsd)} (estimated)
    </p>
  );
}
