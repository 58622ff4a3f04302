import { chatErrorKind, lacksEndpoint, providerErrorCode } from '@common/chat';
import type { ChatErrorReason } from '@/lib/chat-error';
import { chatErrorText } from '@/lib/messages/texts';
import { translate } from './i18n';

/**
 * Why an image was not made, and the words the user reads. The chat's reasons (key, quota, rate)
 * read exactly as in the chat; the rest are particular to images.
 */
export type ImageErrorReason =
  | ChatErrorReason
  /** The provider's moderation refused the prompt. */
  | 'content_policy'
  /** The provider (a local server, a chat-only gateway) has no image endpoint. */
  | 'unsupported'
  /** The provider refused the settings (model, size, quality): its own words say which. */
  | 'invalid_request'
  /** The provider answered with a link the browser could not download. */
  | 'download_failed'
  /** The provider answered, but with no image in it. */
  | 'no_image';

export class ImageGenerationError extends Error {
  constructor(
    readonly reason: ImageErrorReason,
    readonly status?: number,
    readonly code?: string,
    /** The provider's own message, shown (made plain) for a refused setting. */
    readonly providerMessage?: string,
  ) {
    super(providerMessage ? `${reason}: ${providerMessage}` : reason);
    this.name = 'ImageGenerationError';
  }
}

/** gpt-image-1 says moderation_blocked, the DALL·E models content_policy_violation. */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

function providerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/** The error a failed `POST /images/generations` response stands for. */
export function imageErrorFromResponse(status: number, body: unknown): ImageGenerationError {
  const code = providerErrorCode(body);
  const message = providerMessage(body);
  const chatKind = chatErrorKind(status, body);
  if (chatKind !== 'other') return new ImageGenerationError(chatKind, status, code);
  if ((code && CONTENT_POLICY_CODES.has(code)) || /safety system|content policy/i.test(message ?? '')) {
    return new ImageGenerationError('content_policy', status, code);
  }
  // A model the provider does not have is a setting to change, not a missing endpoint.
  if (code === 'model_not_found' || (status === 400 && message)) {
    return new ImageGenerationError('invalid_request', status, code, message);
  }
  if (lacksEndpoint(status)) return new ImageGenerationError('unsupported', status, code);
  return new ImageGenerationError('other', status, code);
}

/** Long provider messages (a list of every valid size, a stack trace) are cut to what is readable. */
const MESSAGE_MAX = 240;

function plain(message: string): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  if (oneLine.length > MESSAGE_MAX) return `${oneLine.slice(0, MESSAGE_MAX - 1)}…`;
  // The sentence that follows needs this one closed.
  return /[.!?…]$/.test(oneLine) ? oneLine : `${oneLine}.`;
}

/** What the user reads, in the interface language. */
export function imageErrorText(error: unknown): string {
  if (!(error instanceof ImageGenerationError)) return chatErrorText('other');
  switch (error.reason) {
    case 'content_policy':
      return translate('image-generation.error.contentPolicy');
    case 'unsupported':
      return translate('image-generation.error.unsupported');
    case 'invalid_request':
      return error.providerMessage
        ? translate('image-generation.error.invalidRequestWithDetail', { detail: plain(error.providerMessage) })
        : translate('image-generation.error.invalidRequest');
    case 'download_failed':
      return translate('image-generation.error.downloadFailed');
    case 'no_image':
      return translate('image-generation.error.noImage');
    default:
      return chatErrorText(error.reason);
  }
}
