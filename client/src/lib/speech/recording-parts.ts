import { TRANSCRIPTION_MAX_BYTES } from '../../../../common/speech';
import { samplesInWav } from './wav';

/**
 * How a recording too big for one transcription request is cut: decoded to 16 kHz mono (speech
 * needs no more), then into WAV parts of at most ten minutes, each well under the size limit.
 * The arithmetic lives here, without the browser, so it can be tested with small numbers.
 */

/** Transcription models are trained on 16 kHz audio: a higher rate only makes parts bigger. */
export const PART_SAMPLE_RATE = 16_000;
/** Ten minutes of 16 kHz 16-bit mono is 19.2 MB: under the 25 MB limit with room to spare. */
export const PART_MAX_SECONDS = 600;
/** Where to look, before the end of a part, for a pause to cut at, so no word is split. */
export const CUT_SEARCH_SECONDS = 10;
const QUIET_WINDOW_SECONDS = 0.1;

/** A recording of `size` bytes goes as it is when the provider accepts it whole. */
export const fitsOneRequest = (size: number, maxPartBytes = TRANSCRIPTION_MAX_BYTES) => size <= maxPartBytes;

/** The most samples one part holds: ten minutes, or less when the byte limit says so. */
export function samplesPerPart(maxPartBytes: number, sampleRate = PART_SAMPLE_RATE, maxSeconds = PART_MAX_SECONDS) {
  return Math.max(1, Math.min(samplesInWav(maxPartBytes), Math.floor(maxSeconds * sampleRate)));
}

/** The start of the quietest short window in [from, to): the pause to cut at. */
export function quietestPoint(samples: Float32Array, from: number, to: number, window: number): number {
  let best = to;
  let bestEnergy = Infinity;
  const step = Math.max(1, window);
  for (let start = Math.max(0, from); start + step <= to; start += step) {
    let energy = 0;
    for (let i = start; i < start + step; i++) energy += samples[i]! * samples[i]!;
    if (energy < bestEnergy) {
      bestEnergy = energy;
      best = start + Math.floor(step / 2);
    }
  }
  return best;
}

/**
 * The [start, end) sample ranges of the parts: each at most `perPart` long, each cut at the
 * quietest moment of its last `CUT_SEARCH_SECONDS` (never shorter than half a part).
 */
export function partRanges(samples: Float32Array, perPart: number, sampleRate = PART_SAMPLE_RATE): [number, number][] {
  const ranges: [number, number][] = [];
  const search = Math.min(Math.floor(CUT_SEARCH_SECONDS * sampleRate), Math.floor(perPart / 2));
  const window = Math.max(1, Math.floor(QUIET_WINDOW_SECONDS * sampleRate));
  let start = 0;
  while (start < samples.length) {
    let end = Math.min(samples.length, start + perPart);
    if (end < samples.length && search > window) end = quietestPoint(samples, end - search, end, window);
    ranges.push([start, end]);
    start = end;
  }
  return ranges;
}

/** Averages the channels: a meeting recorded in stereo is still one conversation. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((c) => c.length));
  const mono = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) mono[i] = mono[i]! + channel[i]! / channels.length;
  return mono;
}

/** Parts' transcripts as one text; the cuts fall in pauses, so a space joins them. */
export const joinTranscripts = (parts: readonly string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/** The last words of the previous part, given to the next so names and spelling carry over. */
export const carryOverPrompt = (previous: string, max = 200) => {
  const tail = previous.trim().slice(-max);
  const space = tail.indexOf(' ');
  return previous.trim().length > max && space >= 0 ? tail.slice(space + 1) : tail;
};
