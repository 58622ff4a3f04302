import { useEffect, useRef, useState } from 'react';
import type { ProviderAccess } from '@/lib/speech/provider-access';
import { isAbort } from '@/lib/abort';
import { transcribeRecording, type RecordingProgress } from '@/lib/speech/transcribe-recording';
import { translate } from './i18n';
import { speechErrorText } from './speech-error-text';

/** A recording file's transcription: progress part by part, cancel, and the error if it fails. */
export function useRecordingTranscription(
  access: ProviderAccess,
  onTranscript: (text: string, file: File) => void,
  maxPartBytes?: number,
) {
  const [progress, setProgress] = useState<RecordingProgress | null>(null);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const report = (next: RecordingProgress) => {
    setProgress(next);
    setAnnouncement(
      next.phase === 'decoding'
        ? translate('speech.recording.decoding')
        : translate('speech.recording.part', { part: next.part, parts: next.parts }),
    );
  };

  const run = async (file: File) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setError('');
    try {
      const text = await transcribeRecording({
        ...access,
        file,
        maxPartBytes,
        signal: mine.signal,
        onProgress: report,
      });
      if (mine.signal.aborted) return;
      if (text) {
        setAnnouncement(translate('speech.recording.done', { name: file.name }));
        onTranscript(text, file);
      } else {
        setError(translate('speech.recording.nothingHeard'));
      }
    } catch (err) {
      if (mine.signal.aborted || isAbort(err)) return;
      setError(speechErrorText(err));
      setAnnouncement('');
    } finally {
      if (controller.current === mine) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    setAnnouncement(translate('speech.recording.cancelled'));
  };

  return { progress, error, announcement, run, cancel };
}
