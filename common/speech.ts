/**
 * Speech with the user's own key: the OpenAI-compatible transcription and text-to-speech endpoints
 * the browser calls directly, their limits and a cost hint.
 */

/** whisper-1 is the default: every OpenAI-compatible server that transcribes offers it. */
export const TRANSCRIPTION_MODELS = ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe'] as const;
export type TranscriptionModel = (typeof TRANSCRIPTION_MODELS)[number];
export const DEFAULT_TRANSCRIPTION_MODEL: TranscriptionModel = 'whisper-1';

export const SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'] as const;
export type SpeechModel = (typeof SPEECH_MODELS)[number];
export const DEFAULT_SPEECH_MODEL: SpeechModel = 'tts-1';

export const SPEECH_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];
export const DEFAULT_SPEECH_VOICE: SpeechVoice = 'alloy';

/** mp3 is the one format browsers can play while it downloads (MediaSource with audio/mpeg). */
export const SPEECH_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'] as const;
export type SpeechFormat = (typeof SPEECH_FORMATS)[number];
export const DEFAULT_SPEECH_FORMAT: SpeechFormat = 'mp3';

/** The largest file the transcription endpoint accepts (25 MB). */
export const TRANSCRIPTION_MAX_BYTES = 26_214_400;
/** The longest text one speech request reads. */
export const SPEECH_INPUT_MAX_CHARS = 4096;

/** US dollars per minute of audio transcribed. */
export const TRANSCRIPTION_PRICES_USD_PER_MINUTE: Readonly<Record<TranscriptionModel, number>> = {
  'whisper-1': 0.006,
  'gpt-4o-transcribe': 0.006,
  'gpt-4o-mini-transcribe': 0.003,
};

/** US dollars per million characters read aloud (gpt-4o-mini-tts is billed by tokens: no figure). */
export const SPEECH_PRICES_USD_PER_MILLION_CHARS: Readonly<Partial<Record<SpeechModel, number>>> = {
  'tts-1': 15,
  'tts-1-hd': 30,
};

const known = <T extends string>(list: readonly T[], name: string): name is T =>
  (list as readonly string[]).includes(name);

/** The cost of transcribing `seconds` of audio; null for a model we have no price for. */
export function transcriptionCostUsd(model: string, seconds: number): number | null {
  const name = model.trim().toLowerCase();
  if (!known(TRANSCRIPTION_MODELS, name)) return null;
  return (TRANSCRIPTION_PRICES_USD_PER_MINUTE[name] * Math.max(0, seconds)) / 60;
}

/** The cost of reading `text` aloud; null for a model we have no price for. */
export function speechCostUsd(model: string, text: string): number | null {
  const name = model.trim().toLowerCase();
  const price = known(SPEECH_MODELS, name) ? SPEECH_PRICES_USD_PER_MILLION_CHARS[name] : undefined;
  if (price === undefined) return null;
  return (price * text.length) / 1_000_000;
}

/** The text one speech request reads: the reply cut at the input limit, on a word where it can. */
export function speechInput(text: string, max = SPEECH_INPUT_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.8 ? cut.slice(0, space) : cut;
}
