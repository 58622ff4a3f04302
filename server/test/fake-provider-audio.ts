import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CORS_HEADERS,
  asRecord,
  invalidValue,
  missingParameter,
  requestId,
  send,
  sendError,
} from './fake-provider-http.js';
import { silentMp3, speechLikeSamples, wavFile } from './media-samples.js';

/**
 * POST /v1/audio/transcriptions and /v1/audio/speech in OpenAI's wire format.
 * Transcriptions take multipart/form-data, parsed by the platform's own FormData; the transcript is
 * the configured text or, by default, one that names the file and its size, so a test can see that
 * every recorded part was sent. Speech answers real audio in several chunks, like the real
 * endpoint's chunked transfer, so streaming playback can be tested: mp3 is a run of silent MPEG
 * frames, wav and pcm a syllable-like tone; their length grows with the input. opus, aac and flac
 * carry the same MP3 frames under their own content type (browsers sniff the bytes and play them).
 * With gpt-4o-mini-tts, stream_format 'sse' sends the audio as base64 events instead; the gpt-4o
 * transcribe models stream their transcript as events when asked (whisper-1 ignores the flag).
 */

/** Server-sent events as the audio endpoints send them: data lines only, no event names. */
function openEvents(res: ServerResponse): (event: object) => void {
  res.writeHead(200, {
    ...CORS_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-request-id': requestId(),
  });
  return (event) => res.write(`data: ${JSON.stringify(event)}\n\n`);
}

export const MAX_UPLOAD_BYTES = 26_214_400;
const TRANSCRIBE_MODELS = ['whisper-1', 'gpt-4o-transcribe', 'gpt-4o-mini-transcribe'];
const AUDIO_EXTENSIONS = ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm'];
const LANGUAGES: Record<string, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  zh: 'chinese',
  ja: 'japanese',
};

export const SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'];
export const VOICES = [
  'marin',
  'cedar',
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'onyx',
  'nova',
  'sage',
  'shimmer',
  'verse',
];
const SPEECH_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  opus: 'audio/opus',
  aac: 'audio/aac',
  flac: 'audio/flac',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
};
/** The speech endpoint's wav and pcm answers are 24 kHz, 16-bit mono. */
const SPEECH_RATE = 24_000;

export interface ParsedForm {
  /** Text fields as they came, files as { name, type, size }: what `requests` records. */
  fields: Record<string, unknown>;
  form: FormData;
}

export async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedForm> {
  const body = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  }
  return { fields, form };
}

export const tooLarge = (res: ServerResponse, bytes: number) =>
  sendError(res, 413, {
    message: `Maximum content size limit (${MAX_UPLOAD_BYTES}) exceeded (${bytes} bytes read)`,
    type: 'server_error',
  });

/** A WAV's own length, or a guess from the size at a voice codec's usual 32 kbit/s. */
function secondsOf(bytes: Buffer): number {
  if (bytes.length > 44 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    const perSecond = bytes.readUInt32LE(28);
    if (perSecond > 0) return (bytes.length - 44) / perSecond;
  }
  return bytes.length / 4000;
}

export interface TranscriptionRequest {
  res: ServerResponse;
  parsed: ParsedForm | undefined;
  /** The configured transcript; by default one naming the file. */
  transcript: string | undefined;
}

export async function transcribe({ res, parsed, transcript }: TranscriptionRequest): Promise<void> {
  if (!parsed) {
    const message =
      "Invalid Content-Type header (application/json), expected multipart/form-data. (HINT: If you're using curl, you can pass -F 'key=value' to send form data.)";
    return sendError(res, 400, { message });
  }
  const file = parsed.form.get('file');
  if (!(file instanceof File)) return missingParameter(res, 'file');
  const model = parsed.form.get('model');
  if (typeof model !== 'string' || !model) return missingParameter(res, 'model');
  if (!TRANSCRIBE_MODELS.includes(model)) return invalidValue(res, 'model', model, TRANSCRIBE_MODELS);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!AUDIO_EXTENSIONS.includes(extension)) {
    const message = `Invalid file format. Supported formats: [${AUDIO_EXTENSIONS.map((e) => `'${e}'`).join(', ')}]`;
    return sendError(res, 400, { message });
  }
  const format = parsed.form.get('response_format') ?? 'json';
  const formats = model === 'whisper-1' ? ['json', 'text', 'srt', 'verbose_json', 'vtt'] : ['json', 'text'];
  if (typeof format !== 'string' || !formats.includes(format))
    return invalidValue(res, 'response_format', format, formats);

  const bytes = Buffer.from(await file.arrayBuffer());
  const text = transcript ?? `Transcript of ${file.name} (${bytes.length} bytes).`;
  const seconds = Math.round(secondsOf(bytes) * 100) / 100;
  if (format === 'text' || format === 'srt' || format === 'vtt') {
    const end = new Date(seconds * 1000).toISOString().slice(11, 23);
    const body =
      format === 'text'
        ? `${text}\n`
        : format === 'srt'
          ? `1\n00:00:00,000 --> ${end.replace('.', ',')}\n${text}\n\n`
          : `WEBVTT\n\n00:00:00.000 --> ${end}\n${text}\n\n`;
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'x-request-id': requestId() });
    return void res.end(body);
  }
  const outputTokens = Math.ceil(text.length / 4);
  const usage =
    model === 'whisper-1'
      ? { type: 'duration', seconds: Math.ceil(seconds) }
      : {
          type: 'tokens',
          input_tokens: Math.ceil(seconds * 10),
          input_token_details: { text_tokens: 0, audio_tokens: Math.ceil(seconds * 10) },
          output_tokens: outputTokens,
          total_tokens: Math.ceil(seconds * 10) + outputTokens,
        };
  if (parsed.form.get('stream') === 'true' && model !== 'whisper-1') {
    const write = openEvents(res);
    for (const delta of text.match(/\S+\s*|\s+/g) ?? []) write({ type: 'transcript.text.delta', delta, logprobs: [] });
    write({ type: 'transcript.text.done', text, logprobs: [], usage });
    return void res.end();
  }
  if (format === 'json') return send(res, 200, { text, usage });
  const language = parsed.form.get('language');
  send(res, 200, {
    task: 'transcribe',
    language: LANGUAGES[typeof language === 'string' ? language : 'en'] ?? language,
    duration: seconds,
    text,
    segments: [
      {
        id: 0,
        seek: 0,
        start: 0,
        end: seconds,
        text: ` ${text}`,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1,
        no_speech_prob: 0.01,
      },
    ],
    usage,
  });
}

export interface SpeechRequest {
  res: ServerResponse;
  body: unknown;
  /** Pause between the answer's chunks (ms). */
  chunkDelayMs: number;
}

/** About how fast a voice reads: 14 characters a second at speed 1. */
const speechSeconds = (input: string, speed: number) => Math.max(0.5, input.length / 14 / speed);

export async function speak({ res, body, chunkDelayMs }: SpeechRequest): Promise<void> {
  const b = asRecord(body);
  if (typeof b.model !== 'string' || !b.model) return missingParameter(res, 'model');
  if (!SPEECH_MODELS.includes(b.model)) return invalidValue(res, 'model', b.model, SPEECH_MODELS);
  if (typeof b.input !== 'string') return missingParameter(res, 'input');
  if (b.input.length > 4096) {
    const message = `Invalid 'input': string too long. Expected a string with maximum length 4096, but got a string with length ${b.input.length} instead.`;
    return sendError(res, 400, { message, param: 'input', code: 'string_above_max_length' });
  }
  if (!b.voice) return missingParameter(res, 'voice');
  // A custom voice comes as { id }; the built-in ones by name.
  const custom = typeof b.voice === 'object' && typeof (b.voice as { id?: unknown }).id === 'string';
  if (!custom && !VOICES.includes(String(b.voice))) return invalidValue(res, 'voice', b.voice, VOICES);
  const format = b.response_format ?? 'mp3';
  if (typeof format !== 'string' || !(format in SPEECH_TYPES))
    return invalidValue(res, 'response_format', format, Object.keys(SPEECH_TYPES));
  const speed = b.speed ?? 1;
  if (typeof speed !== 'number' || speed < 0.25 || speed > 4) {
    const message = `Invalid 'speed': expected a number between 0.25 and 4.0, but got ${String(speed)} instead.`;
    return sendError(res, 400, { message, param: 'speed', code: 'invalid_value' });
  }

  const sse = b.stream_format === 'sse';
  if (sse && b.model !== 'gpt-4o-mini-tts') {
    const message = `Invalid value: 'sse'. stream_format 'sse' is not supported for ${b.model}.`;
    return sendError(res, 400, { message, param: 'stream_format', code: 'invalid_value' });
  }
  const seconds = speechSeconds(b.input, speed);
  let audio: Buffer;
  if (format === 'wav') audio = wavFile(speechLikeSamples(seconds, SPEECH_RATE), SPEECH_RATE);
  else if (format === 'pcm') audio = wavFile(speechLikeSamples(seconds, SPEECH_RATE), SPEECH_RATE).subarray(44);
  else audio = silentMp3(seconds);

  const write = sse ? openEvents(res) : undefined;
  if (!write) {
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': SPEECH_TYPES[format] ?? 'audio/mpeg',
      'transfer-encoding': 'chunked',
      'x-request-id': requestId(),
    });
  }
  const pieces = 6;
  const size = Math.ceil(audio.length / pieces);
  for (let start = 0; start < audio.length; start += size) {
    if (res.destroyed) return; // the listener stopped playback and went away
    const piece = audio.subarray(start, start + size);
    if (write) write({ type: 'speech.audio.delta', audio: piece.toString('base64') });
    else res.write(piece);
    await sleep(chunkDelayMs);
  }
  if (write) {
    const input = Math.ceil(b.input.length / 4);
    const output = Math.ceil(seconds * 20);
    write({
      type: 'speech.audio.done',
      usage: { input_tokens: input, output_tokens: output, total_tokens: input + output },
    });
  }
  res.end();
}
