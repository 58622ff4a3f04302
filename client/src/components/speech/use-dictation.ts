import { useEffect, useRef, useState } from 'react';
import type { ProviderAccess } from '@/lib/speech/provider-access';
import { startRecording, type Recording } from '@/lib/speech/recorder';
import { isAbort } from '@/lib/abort';
import { transcribe } from '@/lib/speech/transcribe';
import { translate } from './i18n';
import { speechErrorText } from './speech-error-text';

export type DictationState = 'idle' | 'starting' | 'recording' | 'transcribing';

/**
 * Dictation's steps: ask for the microphone, record, then transcribe with the user's key and hand
 * the text over. `announcement` is what a screen reader hears at each step; `error` stays shown
 * until the next attempt.
 */
export function useDictation(access: ProviderAccess, onTranscript: (text: string) => void) {
  const [state, setState] = useState<DictationState>('idle');
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [startedAt, setStartedAt] = useState(0);
  const recording = useRef<Recording | null>(null);
  const request = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the chat ends the recording and any transcription under way.
      mounted.current = false;
      recording.current?.cancel();
      request.current?.abort();
    };
  }, []);

  const fail = (err: unknown) => {
    if (!mounted.current) return;
    const text = speechErrorText(err);
    setError(text);
    setAnnouncement('');
    setState('idle');
  };

  const start = async () => {
    if (state !== 'idle') return;
    setError('');
    setState('starting');
    setAnnouncement(translate('speech.dictation.starting'));
    try {
      const started = await startRecording();
      if (!mounted.current) return started.cancel();
      recording.current = started;
      setStartedAt(started.startedAt);
      setState('recording');
      setAnnouncement(translate('speech.dictation.recording'));
    } catch (err) {
      fail(err);
    }
  };

  const cancel = () => {
    recording.current?.cancel();
    recording.current = null;
    request.current?.abort();
    setState('idle');
    setAnnouncement(translate('speech.dictation.cancelled'));
  };

  const finish = async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setState('transcribing');
    setAnnouncement(translate('speech.dictation.transcribing'));
    const controller = new AbortController();
    request.current = controller;
    try {
      const { audio, fileName } = await current.stop();
      // Stopped before the recorder gave any sound: nothing to pay a request for.
      const text = audio.size ? await transcribe({ ...access, audio, fileName, signal: controller.signal }) : '';
      if (!mounted.current || controller.signal.aborted) return;
      setState('idle');
      if (text) {
        onTranscript(text);
        setAnnouncement(translate('speech.dictation.transcribed'));
      } else {
        setError(translate('speech.dictation.nothingHeard'));
        setAnnouncement('');
      }
    } catch (err) {
      if (!isAbort(err)) fail(err);
    } finally {
      if (request.current === controller) request.current = null;
    }
  };

  return { state, error, announcement, startedAt, start, cancel, finish };
}
