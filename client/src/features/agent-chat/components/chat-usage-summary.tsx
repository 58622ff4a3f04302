import { useState, useSyncExternalStore } from 'react';
import type { LiveChatState } from '@/lib/chat-engine/use-chat-engine';
import { useLocale } from '@/lib/i18n/i18n';
import { conversationTotals, formatCost, type ConversationMessage, type UsageTotals } from '../chat-logic';
import { useT } from '../i18n';

/** The conversation's running total: tokens and an estimated cost at the provider's list prices. */
export function ChatUsageSummary({ messages }: { messages: readonly ConversationMessage[] }) {
  return <UsageTotalsLine totals={conversationTotals(messages)} />;
}

/** The totals of `messages`, the same object as long as they are the same figures. */
function sameTotals(messages: () => readonly ConversationMessage[]): () => UsageTotals {
  let last: UsageTotals | null = null;
  return () => {
    const next = conversationTotals(messages());
    const same = last?.tokens === next.tokens && last.costUsd === next.costUsd && last.partialCost === next.partialCost;
    if (!same) last = next;
    return last!;
  };
}

/**
 * The running total of the conversation as it streams: the line renders when the figures change
 * (a regenerated reply brings its other versions back with its first words), not with each
 * piece of a reply's text.
 */
export function LiveChatUsageSummary({
  live,
  partial = false,
}: {
  live: LiveChatState<ConversationMessage>;
  /**
   * Only the conversation's last messages are read yet: their total is not the conversation's, so
   * it is not shown, but its line keeps its place and the messages above do not move when the
   * whole total comes.
   */
  partial?: boolean;
}) {
  const [totalsNow] = useState(() => sameTotals(() => live.getState().messages));
  return <UsageTotalsLine totals={useSyncExternalStore(live.subscribe, totalsNow)} hidden={partial} />;
}

function UsageTotalsLine({
  totals: { tokens, costUsd, partialCost },
  hidden = false,
}: {
  totals: UsageTotals;
  hidden?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  // A conversation of generated images only has a cost and no tokens.
  if (tokens === 0 && costUsd === null && !partialCost) return null;
  const cost = formatCost(costUsd, locale);
  return (
    <p
      className={`border-t px-3 py-1.5 font-mono text-[11px] text-muted-foreground sm:px-4${hidden ? ' invisible' : ''}`}
      aria-hidden={hidden || undefined}
    >
      {hidden
        ? '\u00a0'
        : t('agent-chat.usage.summary', {
            tokens: tokens.toLocaleString(locale),
            cost: partialCost && costUsd !== null ? t('agent-chat.usage.atLeast', { cost }) : cost,
          })}
    </p>
  );
}
