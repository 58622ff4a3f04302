import { FileAudio, X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { ProviderAccess } from '@/lib/speech/provider-access';
import { useT } from './i18n';
import { useRecordingTranscription } from './use-recording-transcription';

interface RecordingTranscriberProps {
  access: ProviderAccess;
  /** The button's words, e.g. "Summarize a recording". */
  label: string;
  /** The whole transcript, once every part is done. */
  onTranscript: (text: string, file: File) => void;
  disabled?: boolean;
  /** The largest part sent (the provider's 25 MB by default). */
  maxPartBytes?: number;
}

/**
 * A button that takes an audio or video file and transcribes it, in parts when it is over the
 * provider's limit, with a progress bar (part i of n, announced) and Cancel.
 */
export function RecordingTranscriber({
  access,
  label,
  onTranscript,
  disabled,
  maxPartBytes,
}: RecordingTranscriberProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef<HTMLButtonElement>(null);
  const job = useRecordingTranscription(access, onTranscript, maxPartBytes);
  const { progress } = job;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Emptied, so choosing the same file again is a change too.
    e.target.value = '';
    if (file) void job.run(file);
  };

  const status = !progress
    ? ''
    : progress.phase === 'decoding'
      ? t('speech.recording.decoding')
      : t('speech.recording.part', { part: progress.part, parts: progress.parts });
  const done = progress?.phase === 'transcribing' ? progress.part - 1 : undefined;
  const total = progress?.phase === 'transcribing' ? progress.parts : undefined;

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="audio/*,video/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={onFile}
      />
      {progress ? (
        <div className="flex basis-full flex-wrap items-center justify-end gap-2">
          <span className="text-xs text-muted-foreground">{status}</span>
          <div
            role="progressbar"
            aria-label={t('speech.recording.progress')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={status}
            className="h-2 w-32 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={total ? 'h-full bg-primary transition-[width]' : 'h-full w-1/3 animate-pulse bg-primary'}
              style={total ? { width: `${Math.max(5, ((done ?? 0) / total) * 100)}%` } : undefined}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('speech.recording.cancelLabel')}
            onClick={() => {
              job.cancel();
              // Once the bar is gone and the file button is on again.
              requestAnimationFrame(() => pick.current?.focus());
            }}
          >
            <X aria-hidden />
            {t('speech.recording.cancel')}
          </Button>
        </div>
      ) : null}
      <Button
        ref={pick}
        type="button"
        variant="outline"
        size="sm"
        title={t('speech.recording.choose')}
        disabled={disabled || !!progress}
        onClick={() => input.current?.click()}
      >
        <FileAudio aria-hidden />
        {label}
      </Button>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {job.announcement}
      </p>
      {job.error && (
        <p role="alert" className="basis-full text-right text-xs font-semibold text-destructive">
          {job.error}
        </p>
      )}
    </>
  );
}
