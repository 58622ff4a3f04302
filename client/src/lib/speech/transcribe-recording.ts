import { TRANSCRIPTION_MAX_BYTES } from '../../../../common/speech';
import type { ProviderAccess } from './provider-access';
import {
  carryOverPrompt,
  fitsOneRequest,
  joinTranscripts,
  PART_SAMPLE_RATE,
  partRanges,
  samplesPerPart,
} from './recording-parts';
import { transcribe, type TranscribeOptions } from './transcribe';
import { encodeWav } from './wav';

export type RecordingProgress =
  /** Reading the file into sound, before the number of parts is known. */
  | { phase: 'decoding' }
  /** Part `part` (from 1) of `parts` is being transcribed. */
  | { phase: 'transcribing'; part: number; parts: number };

export interface TranscribeRecordingOptions extends ProviderAccess {
  file: File;
  model?: string;
  language?: string;
  /** The largest part sent: the provider's limit; tests lower it. */
  maxPartBytes?: number;
  onProgress?: (progress: RecordingProgress) => void;
  signal?: AbortSignal;
  /** The file as 16 kHz mono samples (the browser's decoder; replaced in tests). */
  decode?: (file: Blob) => Promise<Float32Array>;
  /** One request (transcribe.ts; replaced in tests). */
  transcribePart?: (options: TranscribeOptions) => Promise<string>;
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, '') || 'recording';

/**
 * A whole recording's transcript: sent as it is when it fits one request, otherwise decoded, cut
 * into WAV parts and transcribed part after part (each part encoded only when its turn comes, so
 * a long meeting never sits in memory as WAV all at once).
 */
export async function transcribeRecording(options: TranscribeRecordingOptions): Promise<string> {
  const { file, maxPartBytes = TRANSCRIPTION_MAX_BYTES, onProgress, signal, transcribePart = transcribe } = options;
  const request = (audio: Blob, fileName: string, prompt?: string) =>
    transcribePart({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      language: options.language,
      audio,
      fileName,
      prompt,
      signal,
    });

  if (fitsOneRequest(file.size, maxPartBytes)) {
    onProgress?.({ phase: 'transcribing', part: 1, parts: 1 });
    return joinTranscripts([await request(file, file.name)]);
  }

  onProgress?.({ phase: 'decoding' });
  const decode = options.decode ?? (await import('./decode-audio')).decodeToMono;
  const samples = await decode(file);
  signal?.throwIfAborted();
  const ranges = partRanges(samples, samplesPerPart(maxPartBytes), PART_SAMPLE_RATE);
  const transcripts: string[] = [];
  for (const [index, [start, end]] of ranges.entries()) {
    signal?.throwIfAborted();
    onProgress?.({ phase: 'transcribing', part: index + 1, parts: ranges.length });
    const wav = new Blob([encodeWav(samples.subarray(start, end), PART_SAMPLE_RATE)], { type: 'audio/wav' });
    const previous = transcripts.at(-1);
    transcripts.push(
      await request(
        wav,
        `${baseName(file.name)}-part-${index + 1}.wav`,
        previous ? carryOverPrompt(previous) : undefined,
      ),
    );
  }
  return joinTranscripts(transcripts);
}
