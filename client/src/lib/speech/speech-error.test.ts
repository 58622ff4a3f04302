// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { microphoneErrorReason, SpeechError } from './speech-error';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('microphoneErrorReason', () => {
  it('tells a refused permission from a missing microphone', () => {
    expect(microphoneErrorReason(domError('NotAllowedError'))).toBe('mic_refused');
    expect(microphoneErrorReason(domError('SecurityError'))).toBe('mic_refused');
    expect(microphoneErrorReason(domError('NotFoundError'))).toBe('no_mic');
    expect(microphoneErrorReason(domError('OverconstrainedError'))).toBe('no_mic');
  });

  it('calls a busy or failing device unavailable, and a missing API unsupported', () => {
    expect(microphoneErrorReason(domError('NotReadableError'))).toBe('mic_unavailable');
    expect(microphoneErrorReason(domError('NotSupportedError'))).toBe('unsupported');
    expect(microphoneErrorReason(new SpeechError('unsupported'))).toBe('unsupported');
  });
});
