// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { wavSize } from './wav';
import { transcribeRecording, type RecordingProgress } from './transcribe-recording';
import type { TranscribeOptions } from './transcribe';

const access = { baseUrl: 'https://provider.example/v1', apiKey: 'sk-test-0123456789abcdefghij' };

describe('transcribeRecording', () => {
  it('sends a file under the limit as it is, in one part', async () => {
    const file = new File([new Uint8Array(500)], 'meeting.m4a', { type: 'audio/mp4' });
    const transcribePart = vi.fn(async (_: TranscribeOptions) => 'The whole meeting.');
    const decode = vi.fn();
    const progress: RecordingProgress[] = [];
    const text = await transcribeRecording({
      ...access,
      file,
      maxPartBytes: 1000,
      decode,
      transcribePart,
      onProgress: (p) => progress.push(p),
    });
    expect(text).toBe('The whole meeting.');
    expect(decode).not.toHaveBeenCalled();
    expect(transcribePart).toHaveBeenCalledTimes(1);
    expect(transcribePart.mock.calls[0]![0].audio).toBe(file);
    expect(transcribePart.mock.calls[0]![0].fileName).toBe('meeting.m4a');
    expect(progress).toEqual([{ phase: 'transcribing', part: 1, parts: 1 }]);
  });

  it('cuts a bigger file into WAV parts under the limit, in turn, reporting each, and joins the text', async () => {
    const file = new File([new Uint8Array(5000)], 'board meeting.mp4', { type: 'video/mp4' });
    // 2,500 samples; parts of at most (1044 − 44) / 2 = 500 samples.
    const samples = new Float32Array(2500).map((_, i) => Math.sin(i));
    const sent: { size: number; name: string; prompt?: string; type: string }[] = [];
    const progress: RecordingProgress[] = [];
    const text = await transcribeRecording({
      ...access,
      file,
      maxPartBytes: wavSize(500),
      decode: async () => samples,
      transcribePart: async ({ audio, fileName, prompt }) => {
        sent.push({ size: audio.size, name: fileName, prompt, type: audio.type });
        return `part ${sent.length}.`;
      },
      onProgress: (p) => progress.push(p),
    });
    expect(sent.length).toBe(5);
    for (const part of sent) {
      expect(part.size).toBeLessThanOrEqual(wavSize(500));
      expect(part.type).toBe('audio/wav');
    }
    expect(sent.map((p) => p.name)).toEqual([1, 2, 3, 4, 5].map((n) => `board meeting-part-${n}.wav`));
    expect(sent.reduce((total, p) => total + (p.size - 44) / 2, 0)).toBe(2500);
    expect(sent[0]!.prompt).toBeUndefined();
    expect(sent[1]!.prompt).toBe('part 1.');
    expect(progress[0]).toEqual({ phase: 'decoding' });
    expect(progress.slice(1)).toEqual([1, 2, 3, 4, 5].map((part) => ({ phase: 'transcribing', part, parts: 5 })));
    expect(text).toBe('part 1. part 2. part 3. part 4. part 5.');
  });

  it('stops between parts when cancelled', async () => {
    const controller = new AbortController();
    const file = new File([new Uint8Array(5000)], 'long.wav');
    const transcribePart = vi.fn(async () => {
      controller.abort();
      return 'first';
    });
    await expect(
      transcribeRecording({
        ...access,
        file,
        maxPartBytes: wavSize(500),
        decode: async () => new Float32Array(2500),
        transcribePart,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(transcribePart).toHaveBeenCalledTimes(1);
  });
});
