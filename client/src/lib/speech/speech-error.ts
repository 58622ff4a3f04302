// Relative, not @common: these files are tested in Node without depending on the browser build.
import { chatErrorKind, lacksEndpoint, providerErrorCode, readProviderBody } from '../../../../common/chat';
import type { ChatErrorReason } from '../chat-error';

/**
 * Why dictation, reading aloud or a recording's transcription failed. The provider's failures use
 * the chat's reasons (so they read like the chat's errors); the others are the browser's.
 */
export type SpeechErrorReason =
  | ChatErrorReason
  /** The user (or the browser's policy) refused the microphone. */
  | 'mic_refused'
  /** No microphone, or none that fits. */
  | 'no_mic'
  /** A microphone exists but another program holds it, or the hardware failed. */
  | 'mic_unavailable'
  /** No MediaRecorder or getUserMedia here (an old browser, or a page that is not secure). */
  | 'unsupported'
  /** A recording file the browser cannot decode into sound. */
  | 'unreadable_file'
  /** The audio arrived but would not play. */
  | 'playback_failed'
  /** The provider has no such audio endpoint or model (a local server, a chat-only gateway). */
  | 'provider_unsupported'
  /** The provider refused the file as too large (over its 25 MB per file). */
  | 'too_large';

export class SpeechError extends Error {
  constructor(
    readonly reason: SpeechErrorReason,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(reason);
    this.name = 'SpeechError';
  }
}

/**
 * The provider's refusal, read as the chat reads it (quota before rate limit, 401 as a bad key),
 * then what only audio meets: a file too large, an address without the audio endpoints.
 */
export async function providerError(res: Response): Promise<SpeechError> {
  const body = await readProviderBody(res);
  const code = providerErrorCode(body);
  const kind = chatErrorKind(res.status, body);
  if (kind !== 'other') return new SpeechError(kind, res.status, code);
  if (res.status === 413) return new SpeechError('too_large', res.status, code);
  if (code === 'model_not_found' || lacksEndpoint(res.status))
    return new SpeechError('provider_unsupported', res.status, code);
  return new SpeechError('other', res.status, code);
}

/** getUserMedia's and MediaRecorder's DOMException names, as reasons a user can act on. */
export function microphoneErrorReason(error: unknown): SpeechErrorReason {
  if (error instanceof SpeechError) return error.reason;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'mic_refused';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no_mic';
    case 'NotReadableError':
    case 'AbortError':
      return 'mic_unavailable';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'mic_unavailable';
  }
}

/** Any failure as a SpeechError: network failures are the chat's "other". */
export function asSpeechError(error: unknown): SpeechError {
  if (error instanceof SpeechError) return error;
  return new SpeechError('other');
}
