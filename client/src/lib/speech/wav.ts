/** 16-bit PCM WAV, mono: what the recording's parts are sent as (every transcription server reads it). */

export const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** The size of a mono 16-bit WAV file holding `samples` samples. */
export const wavSize = (samples: number) => WAV_HEADER_BYTES + samples * BYTES_PER_SAMPLE;

/** The most samples a mono 16-bit WAV file of at most `bytes` bytes holds. */
export const samplesInWav = (bytes: number) => Math.max(0, Math.floor((bytes - WAV_HEADER_BYTES) / BYTES_PER_SAMPLE));

/** Samples in [-1, 1] as a WAV file's bytes; louder values are clipped rather than wrapped around. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(wavSize(samples.length));
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true); // bytes per second
  view.setUint16(32, BYTES_PER_SAMPLE, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(WAV_HEADER_BYTES + i * BYTES_PER_SAMPLE, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return buffer;
}
