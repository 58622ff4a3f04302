import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import type * as Recorder from '@/lib/speech/recorder';
import { SpeechError } from '@/lib/speech/speech-error';
import { DictationButton } from './dictation-button';

const recorder = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('@/lib/speech/recorder', async (original) => ({
  ...(await original<typeof Recorder>()),
  startRecording: recorder.start,
}));

const access = { baseUrl: 'https://provider.example/v1', apiKey: 'sk-test-0123456789abcdefghij' };

afterEach(async () => {
  vi.unstubAllGlobals();
  recorder.start.mockReset();
  await act(() => activateLanguage('en'));
});

function fakeRecording() {
  const cancel = vi.fn();
  recorder.start.mockResolvedValue({
    startedAt: performance.now(),
    stop: async () => ({ audio: new Blob(['sound'], { type: 'audio/webm' }), fileName: 'dictation.webm' }),
    cancel,
  });
  return { cancel };
}

describe('DictationButton', () => {
  it('records, shows the strip, and hands over the transcript on Done, announcing each step', async () => {
    fakeRecording();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ text: 'Hello there.' })));
    const onTranscript = vi.fn();
    const user = userEvent.setup();
    render(<DictationButton access={access} onTranscript={onTranscript} />);

    await user.click(screen.getByRole('button', { name: 'Dictate a message' }));
    const strip = await screen.findByRole('group', { name: 'Recording' });
    expect(strip.textContent).toContain('00:00');
    expect(screen.getByRole('button', { name: 'Dictate a message' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Recording', { selector: '[aria-live]' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stop recording and transcribe' }));
    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('Hello there.'));
    expect(screen.queryByRole('group', { name: 'Recording' })).toBeNull();
    expect(screen.getByText('Transcribed: the text is in the message box.')).toBeTruthy();
  });

  it('cancels without a request', async () => {
    const { cancel } = fakeRecording();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<DictationButton access={access} onTranscript={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Dictate a message' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the recording' }));
    expect(cancel).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Recording cancelled.')).toBeTruthy();
  });

  it('Escape on the microphone cancels the recording too', async () => {
    const { cancel } = fakeRecording();
    const user = userEvent.setup();
    render(<DictationButton access={access} onTranscript={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Dictate a message' }));
    await screen.findByRole('group', { name: 'Recording' });
    await user.keyboard('{Escape}');
    expect(cancel).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Recording' })).toBeNull();
  });

  it('says plainly that the microphone was refused, in the interface language', async () => {
    await act(() => activateLanguage('fr'));
    recorder.start.mockRejectedValue(new SpeechError('mic_refused'));
    const user = userEvent.setup();
    render(<DictationButton access={access} onTranscript={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Dicter un message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^L'accès au microphone a été refusé/);
  });

  it('shows a provider refusal in the chat’s words', async () => {
    fakeRecording();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: { code: 'invalid_api_key' } }, { status: 401 })),
    );
    const user = userEvent.setup();
    render(<DictationButton access={access} onTranscript={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Dictate a message' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording and transcribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid API key. Please check your API key.');
  });
});
