import { useLocale } from '@/lib/i18n/i18n';
import { conversationTotals, formatCost, type ConversationMessage } from '../chat-logic';
import { useT } from '../i18n';

/** The conversation's running total: tokens and an estimated cost at the provider's list prices. */
export function ChatUsageSummary({ messages }: { messages: readonly ConversationMessage[] }) {
  const t = useT();
  const locale = useLocale();
  const { tokens, costUsd, partialCost } = conversationTotals(messages);
  // A conversation of generated images only has a cost and no tokens.
  if (tokens === 0 && costUsd === null && !partialCost) return null;
  const cost = formatCost(costUsd, locale);
  return (
    <p className="border-t px-3 py-1.5 font-mono text-[11px] text-muted-foreground sm:px-4">
      {t('agent-chat.usage.summary', {
        tokens: tokens.toLocaleString(locale),
        cost: partialCost && costUsd !== null ? t('agent-chat.usage.atLeast', { cost }) : cost,
      })}
    </p>
  );
}
