import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { providerError, SpeechError } from '@/lib/speech/speech-error';
import { speechErrorText } from './speech-error-text';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('speechErrorText', () => {
  it('reads each refusal of the audio endpoints plainly', async () => {
    const cases: [Response, string][] = [
      [answer(401, { error: { code: 'invalid_api_key' } }), 'Invalid API key. Please check your API key.'],
      [answer(429, { error: { code: 'rate_limit_exceeded' } }), 'Rate limit exceeded. Please try again later.'],
      [
        answer(429, { error: { code: 'insufficient_quota' } }),
        'Insufficient quota. Please check your provider account.',
      ],
      [
        answer(404, 'Not Found'),
        'This provider does not offer speech (transcription or reading aloud) at this address.',
      ],
      [answer(413, { error: { message: 'Maximum content size limit exceeded' } }), 'at most 25 MB per file'],
    ];
    for (const [response, text] of cases) expect(speechErrorText(await providerError(response))).toContain(text);
  });

  it('says what to do when the microphone is refused or missing', () => {
    expect(speechErrorText(new SpeechError('mic_refused'))).toMatch(/^Microphone permission was refused/);
    expect(speechErrorText(new SpeechError('no_mic'))).toMatch(/^No microphone was found/);
  });

  it('speaks the interface language', async () => {
    await act(() => activateLanguage('de'));
    expect(speechErrorText(new SpeechError('too_large'))).toContain('25 MB pro Datei');
  });
});
