/**
 * A cancel (an AbortSignal fired: Stop, Cancel, leaving the conversation) rather than a failure:
 * the user asked for it, so it shows no error. Read by name, as fetch, MediaRecorder and the
 * decoders each throw their own kind of object.
 */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
