import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranscribeRecordingOptions } from '@/lib/speech/transcribe-recording';
import { RecordingTranscriber } from './recording-transcriber';

const job = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock('@/lib/speech/transcribe-recording', () => ({ transcribeRecording: job.run }));

const access = { baseUrl: 'https://provider.example/v1', apiKey: 'sk-test-0123456789abcdefghij' };

afterEach(() => job.run.mockReset());

describe('RecordingTranscriber', () => {
  it('shows and announces part i of n, then hands over the transcript', async () => {
    let next!: () => void;
    job.run.mockImplementation(async ({ onProgress }: TranscribeRecordingOptions) => {
      onProgress?.({ phase: 'decoding' });
      await new Promise<void>((resolve) => (next = resolve));
      onProgress?.({ phase: 'transcribing', part: 2, parts: 5 });
      await new Promise<void>((resolve) => (next = resolve));
      return 'The meeting.';
    });
    const onTranscript = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <RecordingTranscriber access={access} label="Summarize a recording" onTranscript={onTranscript} />,
    );
    const file = new File(['x'], 'standup.mp4', { type: 'video/mp4' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);

    const bar = await screen.findByRole('progressbar', { name: 'Transcription progress' });
    expect(screen.getByText('Reading the recording…', { selector: '[aria-live]' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Summarize a recording' })).toHaveProperty('disabled', true);
    next();
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('Transcribing part 2 of 5'));
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(screen.getByText('Transcribing part 2 of 5', { selector: '[aria-live]' })).toBeTruthy();
    next();
    await waitFor(() => expect(onTranscript).toHaveBeenCalledWith('The meeting.', file));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels: the job is aborted and nothing is handed over', async () => {
    let signal: AbortSignal | undefined;
    job.run.mockImplementation(({ signal: s, onProgress }: TranscribeRecordingOptions) => {
      signal = s;
      onProgress?.({ phase: 'transcribing', part: 1, parts: 3 });
      return new Promise((_, reject) =>
        s?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
      );
    });
    const onTranscript = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <RecordingTranscriber access={access} label="Transcribe" onTranscript={onTranscript} />,
    );
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['x'], 'a.wav', { type: 'audio/wav' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel the transcription' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Transcription cancelled.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onTranscript).not.toHaveBeenCalled();
  });
});
