// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRANSCRIPTION_MAX_BYTES } from '@common/speech';
import {
  carryOverPrompt,
  fitsOneRequest,
  joinTranscripts,
  mixToMono,
  partRanges,
  quietestPoint,
  samplesPerPart,
} from './recording-parts';
import { wavSize } from './wav';

/** A loud signal with silences at the given sample positions. */
function speechWithPauses(length: number, pauses: { at: number; length: number }[]) {
  const samples = new Float32Array(length).map((_, i) => Math.sin(i / 3) * 0.8);
  for (const pause of pauses) samples.fill(0, pause.at, pause.at + pause.length);
  return samples;
}

describe('fitsOneRequest', () => {
  it('sends a file of up to 25 MB as it is', () => {
    expect(fitsOneRequest(TRANSCRIPTION_MAX_BYTES)).toBe(true);
    expect(fitsOneRequest(TRANSCRIPTION_MAX_BYTES + 1)).toBe(false);
    expect(fitsOneRequest(2000, 1000)).toBe(false);
  });
});

describe('samplesPerPart', () => {
  it('is ten minutes of 16 kHz audio under the real limit, a file well under 25 MB', () => {
    const perPart = samplesPerPart(TRANSCRIPTION_MAX_BYTES);
    expect(perPart).toBe(600 * 16_000);
    expect(wavSize(perPart)).toBeLessThan(TRANSCRIPTION_MAX_BYTES);
  });

  it('follows a lower byte limit', () => {
    expect(samplesPerPart(1044)).toBe(500);
  });
});

describe('quietestPoint', () => {
  it('finds the pause in the searched stretch', () => {
    const samples = speechWithPauses(1000, [{ at: 700, length: 50 }]);
    const point = quietestPoint(samples, 600, 800, 20);
    expect(point).toBeGreaterThanOrEqual(700);
    expect(point).toBeLessThan(750);
  });
});

describe('partRanges', () => {
  it('covers every sample once, in order, no part longer than allowed', () => {
    const samples = speechWithPauses(10_000, []);
    const ranges = partRanges(samples, 3000, 100);
    expect(ranges[0]![0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(10_000);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
    for (const [start, end] of ranges) {
      expect(end - start).toBeLessThanOrEqual(3000);
      expect(end - start).toBeGreaterThan(0);
    }
    expect(ranges.length).toBeGreaterThanOrEqual(4);
  });

  it('cuts in a pause near the end of a part rather than mid-word', () => {
    // 100 samples a second: the search looks at the last 10 s (1000 samples) of each 3000-sample part.
    const samples = speechWithPauses(6000, [{ at: 2500, length: 60 }]);
    const [first] = partRanges(samples, 3000, 100);
    expect(first![1]).toBeGreaterThanOrEqual(2500);
    expect(first![1]).toBeLessThan(2560);
  });

  it('keeps a recording shorter than a part whole', () => {
    expect(partRanges(new Float32Array(50), 3000, 100)).toEqual([[0, 50]]);
  });
});

describe('mixToMono', () => {
  it('averages the channels', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0.5]), Float32Array.from([0, 0.5])]))).toEqual([0.5, 0.5]);
  });
});

describe('joining parts', () => {
  it('joins the transcripts with single spaces, skipping empty parts', () => {
    expect(joinTranscripts([' Hello there. ', '', 'How are you?'])).toBe('Hello there. How are you?');
  });

  it('carries the previous part’s last words over, starting on a whole word', () => {
    const previous = `${'alpha '.repeat(50)}Zoë signed off.`;
    const prompt = carryOverPrompt(previous, 40);
    expect(prompt.length).toBeLessThanOrEqual(40);
    expect(prompt.endsWith('Zoë signed off.')).toBe(true);
    expect(prompt.startsWith('alpha') || prompt.startsWith('Zoë')).toBe(true);
  });
});
