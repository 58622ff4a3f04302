import { microphoneErrorReason, SpeechError } from './speech-error';

/** Formats the browser may record in, best first, with the extension the provider reads them by. */
const FORMATS = [
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
  { mimeType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/mp4', extension: 'mp4' },
  { mimeType: 'audio/ogg;codecs=opus', extension: 'ogg' },
] as const;

/** The first format this browser records, or the browser's own choice (a webm, in practice). */
export function recordingFormat(isTypeSupported: (type: string) => boolean) {
  return FORMATS.find((f) => isTypeSupported(f.mimeType)) ?? { mimeType: '', extension: 'webm' };
}

/** The extension matching the type the recorder actually produced. */
export function extensionFor(mimeType: string): string {
  if (mimeType.includes('mp4')) return 'mp4';
  if (mimeType.includes('ogg')) return 'ogg';
  return 'webm';
}

export interface Recording {
  /** When recording started (performance.now()), for the elapsed time shown. */
  startedAt: number;
  /** Ends recording and gives the sound, with the file name to send it under. */
  stop(): Promise<{ audio: Blob; fileName: string }>;
  /** Ends recording and throws the sound away. */
  cancel(): void;
}

export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * Asks for the microphone and starts recording. Refusals become SpeechErrors a user can act on
 * (permission refused, no microphone, unsupported browser).
 */
export async function startRecording(): Promise<Recording> {
  if (!canRecord()) throw new SpeechError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw new SpeechError(microphoneErrorReason(error));
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const format = recordingFormat((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, format.mimeType ? { mimeType: format.mimeType } : undefined);
    recorder.start();
  } catch (error) {
    release();
    throw new SpeechError(microphoneErrorReason(error));
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  const end = () => {
    if (recorder.state !== 'inactive') recorder.stop();
    release();
  };

  return {
    startedAt: performance.now(),
    async stop() {
      end();
      await stopped;
      const type = recorder.mimeType || format.mimeType || 'audio/webm';
      return { audio: new Blob(chunks, { type }), fileName: `dictation.${extensionFor(type)}` };
    },
    cancel() {
      end();
      chunks.length = 0;
    },
  };
}

/** Elapsed time as m:ss (or h:mm:ss past an hour), for the recording strip. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}
