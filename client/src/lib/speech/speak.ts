import {
  DEFAULT_SPEECH_FORMAT,
  DEFAULT_SPEECH_MODEL,
  DEFAULT_SPEECH_VOICE,
  speechInput,
} from '../../../../common/speech';
import { providerTarget, type ProviderAccess } from './provider-access';
import { isAbort } from '../abort';
import { providerError, SpeechError } from './speech-error';

export interface SpeakOptions extends ProviderAccess {
  text: string;
  model?: string;
  voice?: string;
  /** Called when the first sound plays. */
  onPlaying?: () => void;
}

/** The JSON body of one speech request (exported for its test). */
export function speechRequestBody({ text, model, voice }: Pick<SpeakOptions, 'text' | 'model' | 'voice'>) {
  return {
    model: model || DEFAULT_SPEECH_MODEL,
    input: speechInput(text),
    voice: voice || DEFAULT_SPEECH_VOICE,
    response_format: DEFAULT_SPEECH_FORMAT,
  };
}

export interface Playback {
  /** Stops the download and the sound; `done` then resolves. */
  stop(): void;
  /** Resolves when the reading ends or is stopped; rejects with a SpeechError. */
  done: Promise<void>;
}

/** Whether mp3 can play while it downloads here (Chromium, Firefox, Safari on a Mac; not iPhone). */
export const canStreamMp3 = () =>
  typeof MediaSource !== 'undefined' && typeof MediaSource.isTypeSupported === 'function'
    ? MediaSource.isTypeSupported('audio/mpeg')
    : false;

/** Feeds the response to a SourceBuffer chunk by chunk, so playback starts with the first bytes. */
async function streamInto(audio: HTMLAudioElement, body: ReadableStream<Uint8Array<ArrayBuffer>>, signal: AbortSignal) {
  const source = new MediaSource();
  audio.src = URL.createObjectURL(source);
  await new Promise<void>((resolve) => source.addEventListener('sourceopen', () => resolve(), { once: true }));
  const buffer = source.addSourceBuffer('audio/mpeg');
  const appended = () =>
    new Promise<void>((resolve) => buffer.addEventListener('updateend', () => resolve(), { once: true }));
  const reader = body.getReader();
  let started = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) return;
    if (done) break;
    buffer.appendBuffer(value);
    await appended();
    if (!started) {
      started = true;
      await audio.play();
    }
  }
  if (source.readyState === 'open') source.endOfStream();
  if (!started) await audio.play();
}

/**
 * Reads `text` aloud: `POST {base}/audio/speech` with the user's key, straight from the browser.
 * The mp3 plays while it downloads where the browser allows it, otherwise once it has arrived.
 */
export function speak(options: SpeakOptions): Playback {
  const controller = new AbortController();
  const audio = new Audio();
  let finish: () => void = () => {};
  let fail: (error: SpeechError) => void = () => {};
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  audio.addEventListener('ended', () => finish());
  // A stream the decoder cannot read ends here rather than leaving the reading "on" forever.
  audio.addEventListener('error', () => {
    if (audio.getAttribute('src')) fail(new SpeechError('playback_failed'));
  });
  audio.addEventListener('playing', () => options.onPlaying?.(), { once: true });

  const cleanUp = () => {
    audio.pause();
    if (audio.src) URL.revokeObjectURL(audio.src);
    audio.removeAttribute('src');
  };
  const stop = () => {
    controller.abort();
    cleanUp();
    finish();
  };

  const run = async () => {
    const target = providerTarget(options, 'audio/speech');
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify(speechRequestBody(options)),
      signal: controller.signal,
    });
    if (!res.ok) throw await providerError(res);
    if (res.body && canStreamMp3()) {
      await streamInto(audio, res.body, controller.signal);
    } else {
      const blob = await res.blob();
      if (controller.signal.aborted) return;
      audio.src = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'audio/mpeg' }));
      await audio.play();
    }
    await ended;
    cleanUp();
  };

  const done = run().catch((error: unknown) => {
    cleanUp();
    if (controller.signal.aborted || isAbort(error)) return;
    throw error instanceof SpeechError ? error : new SpeechError(playbackOrNetwork(error));
  });
  return { stop, done };
}

/** play() refusing or the decoder failing is a playback problem; anything else, the connection. */
const playbackOrNetwork = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['NotAllowedError', 'NotSupportedError', 'InvalidStateError', 'QuotaExceededError'].includes(
    (error as { name?: string }).name ?? '',
  )
    ? 'playback_failed'
    : 'other';
