import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPEECH_MODEL,
  DEFAULT_TRANSCRIPTION_MODEL,
  SPEECH_INPUT_MAX_CHARS,
  TRANSCRIPTION_MAX_BYTES,
  speechCostUsd,
  speechInput,
  transcriptionCostUsd,
} from './speech';

describe('speech limits', () => {
  it('are the provider’s: 25 MB per file, 4,096 characters per speech request', () => {
    expect(TRANSCRIPTION_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(SPEECH_INPUT_MAX_CHARS).toBe(4096);
  });

  it('default to the models every compatible server has', () => {
    expect(DEFAULT_TRANSCRIPTION_MODEL).toBe('whisper-1');
    expect(DEFAULT_SPEECH_MODEL).toBe('tts-1');
  });
});

describe('transcriptionCostUsd', () => {
  it('charges per minute of audio', () => {
    expect(transcriptionCostUsd('whisper-1', 600)).toBeCloseTo(0.06);
    expect(transcriptionCostUsd('gpt-4o-transcribe', 60)).toBeCloseTo(0.006);
    expect(transcriptionCostUsd('gpt-4o-mini-transcribe', 120)).toBeCloseTo(0.006);
  });

  it('gives no figure for an unknown model rather than a wrong one', () => {
    expect(transcriptionCostUsd('some-local-model', 60)).toBeNull();
  });
});

describe('speechCostUsd', () => {
  it('charges per character read', () => {
    expect(speechCostUsd('tts-1', 'x'.repeat(1000))).toBeCloseTo(0.015);
    expect(speechCostUsd('tts-1-hd', 'x'.repeat(1000))).toBeCloseTo(0.03);
  });

  it('gives no figure for a model billed otherwise', () => {
    expect(speechCostUsd('gpt-4o-mini-tts', 'hello')).toBeNull();
  });
});

describe('speechInput', () => {
  it('keeps a short reply whole', () => {
    expect(speechInput('  Hello there.  ')).toBe('Hello there.');
  });

  it('cuts a long reply at a word boundary within the limit', () => {
    const text = 'word '.repeat(2000);
    const cut = speechInput(text);
    expect(cut.length).toBeLessThanOrEqual(SPEECH_INPUT_MAX_CHARS);
    expect(cut.endsWith('word')).toBe(true);
  });
});
