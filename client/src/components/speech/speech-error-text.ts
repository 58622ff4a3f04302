import type { ChatErrorReason } from '@/lib/chat-error';
import { chatErrorText } from '@/lib/messages/texts';
import { asSpeechError, type SpeechErrorReason } from '@/lib/speech/speech-error';
import { translate } from './i18n';

const CHAT_REASONS: readonly ChatErrorReason[] = [
  'invalid_key',
  'rate_limited',
  'insufficient_quota',
  'other',
  'missing_key',
  'stalled',
];

const isChatReason = (reason: SpeechErrorReason): reason is ChatErrorReason =>
  (CHAT_REASONS as readonly string[]).includes(reason);

/** A speech failure in the interface language: the provider's in the chat's words, the browser's in ours. */
export function speechErrorText(error: unknown): string {
  const { reason } = asSpeechError(error);
  return isChatReason(reason) ? chatErrorText(reason) : translate(`speech.error.${reason}`);
}
