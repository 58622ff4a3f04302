// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extensionFor, formatElapsed, recordingFormat, startRecording } from './recorder';

afterEach(() => vi.unstubAllGlobals());

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('startRecording', () => {
  it('says the browser cannot record when MediaRecorder is missing', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    await expect(startRecording()).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('reports a refused permission and a missing microphone as such', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    for (const [name, reason] of [
      ['NotAllowedError', 'mic_refused'],
      ['NotFoundError', 'no_mic'],
    ] as const) {
      vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => Promise.reject(domError(name)) } });
      await expect(startRecording()).rejects.toMatchObject({ reason });
    }
  });
});

describe('recording formats', () => {
  it('prefers Opus in WebM and falls back to MP4 (Safari)', () => {
    expect(recordingFormat(() => true).mimeType).toBe('audio/webm;codecs=opus');
    expect(recordingFormat((t) => t === 'audio/mp4')).toEqual({ mimeType: 'audio/mp4', extension: 'mp4' });
  });

  it('names the file after the type actually recorded', () => {
    expect(extensionFor('audio/webm;codecs=opus')).toBe('webm');
    expect(extensionFor('audio/mp4')).toBe('mp4');
    expect(extensionFor('audio/ogg')).toBe('ogg');
  });
});

describe('formatElapsed', () => {
  it('shows mm:ss, and hours past an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_400)).toBe('01:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });
});
