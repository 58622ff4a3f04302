// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeWav, samplesInWav, WAV_HEADER_BYTES, wavSize } from './wav';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM header any server reads', () => {
    const view = new DataView(encodeWav(new Float32Array(10), 16_000));
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(ascii(view, 8, 4)).toBe('WAVE');
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // one channel
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(20);
    expect(view.getUint32(4, true)).toBe(36 + 20);
  });

  it('stores each sample, clipping values past full scale', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 2, -3, 0.5]), 8000));
    const sample = (i: number) => view.getInt16(WAV_HEADER_BYTES + i * 2, true);
    expect([0, 1, 2, 3, 4].map(sample)).toEqual([0, 32767, -32768, 32767, -32768]);
    expect(sample(5)).toBe(16383);
  });

  it('is exactly the size wavSize predicts, and samplesInWav inverts it', () => {
    expect(encodeWav(new Float32Array(1234), 16_000).byteLength).toBe(wavSize(1234));
    expect(samplesInWav(wavSize(1234))).toBe(1234);
    expect(samplesInWav(wavSize(1234) + 1)).toBe(1234);
    expect(samplesInWav(10)).toBe(0);
  });
});
