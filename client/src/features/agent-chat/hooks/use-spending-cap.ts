import { estimateCostUsd } from '@common/chat';
import { keyFingerprint, mayBeSent, RELAY_FINGERPRINT } from '@/lib/spending-cap/budget';
import { spending, useSpendingStatus } from '@/lib/spending-cap/spending-store';
import type { MessageUsage } from '../chat-logic';
import type { ReplyRoute } from '../api/outgoing-request';

/**
 * The spending cap of the key this chat spends: the user's own (by fingerprint), or the server's
 * on the relay, which goes through this same hook and so is counted too.
 */
export function useSpendingCap(route: ReplyRoute) {
  const fingerprint = route.kind === 'direct' ? keyFingerprint(route.apiKey.trim()) : RELAY_FINGERPRINT;
  const status = useSpendingStatus(fingerprint);
  return {
    fingerprint,
    status,
    /** Read from storage at the moment of sending, so another tab's spending counts. */
    mayBeSent: () => mayBeSent(spending.status(fingerprint)),
    sent: () => spending.sent(fingerprint),
    /** The provider's usage when it sent one, else the estimate: either way priced from the table. */
    record: (usage: MessageUsage) =>
      spending.record(fingerprint, estimateCostUsd(usage.model, usage.promptTokens, usage.completionTokens)),
    /** A cost priced without tokens (a generated image, from the image price table). */
    recordCost: (costUsd: number | null) => spending.record(fingerprint, costUsd),
    allowOneMore: () => spending.allowOneMore(fingerprint),
  };
}
