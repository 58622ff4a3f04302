import { DEFAULT_TRANSCRIPTION_MODEL } from '../../../../common/speech';
import { providerTarget, type ProviderAccess } from './provider-access';
import { providerError, SpeechError } from './speech-error';

export interface TranscribeOptions extends ProviderAccess {
  audio: Blob;
  /** The file name the provider sees; its extension tells it the format. */
  fileName: string;
  model?: string;
  /** ISO-639-1 code, when the speaker's language is known: it helps accuracy. */
  language?: string;
  /** The end of the previous part's transcript, so names and spelling carry over between parts. */
  prompt?: string;
  signal?: AbortSignal;
}

/** The multipart body of one transcription request (exported for its test). */
export function transcriptionForm({ audio, fileName, model, language, prompt }: TranscribeOptions): FormData {
  const form = new FormData();
  form.append('file', audio, fileName);
  form.append('model', model || DEFAULT_TRANSCRIPTION_MODEL);
  form.append('response_format', 'json');
  if (language) form.append('language', language);
  if (prompt) form.append('prompt', prompt);
  return form;
}

/** `POST {base}/audio/transcriptions` with the user's key, straight from the browser; the text heard. */
export async function transcribe(options: TranscribeOptions): Promise<string> {
  const target = providerTarget(options, 'audio/transcriptions');
  // No content-type header: the browser writes the multipart boundary itself.
  const res = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: transcriptionForm(options),
    signal: options.signal,
  });
  if (!res.ok) throw await providerError(res);
  const raw = await res.text();
  try {
    const body = JSON.parse(raw) as { text?: unknown };
    if (typeof body.text === 'string') return body.text.trim();
  } catch {
    // Some compatible servers answer plain text whatever the format asked.
    return raw.trim();
  }
  throw new SpeechError('other', res.status);
}
