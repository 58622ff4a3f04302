import { Check, Loader2, Mic, X } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useComposerTools } from '@/components/chat/chat-composer';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ProviderAccess } from '@/lib/speech/provider-access';
import { formatElapsed } from '@/lib/speech/recorder';
import { useT } from './i18n';
import { useDictation } from './use-dictation';
import { useElapsed } from './use-elapsed';

interface DictationButtonProps {
  /** The user's own provider and key: the sound goes there, never to our server. */
  access: ProviderAccess;
  /** The words heard; by default they go at the end of the message box this button is a tool of. */
  onTranscript?: (text: string) => void;
  disabled?: boolean;
}

/**
 * The microphone beside the message box. While recording, a strip shows a pulsing dot, the time
 * recorded, Cancel and Done; the microphone button stays pressed and ends the recording too.
 */
export function DictationButton({ access, onTranscript, disabled = false }: DictationButtonProps) {
  const t = useT();
  const composer = useComposerTools();
  const dictation = useDictation(access, (text) => (onTranscript ? onTranscript(text) : composer?.appendText(text)));
  const recording = dictation.state === 'recording';
  const busy = dictation.state === 'starting' || dictation.state === 'transcribing';
  const elapsed = useElapsed(dictation.startedAt, recording);
  // Cancel and Done leave with the strip: the focus goes back to the microphone, not to the page.
  const mic = useRef<HTMLButtonElement>(null);
  const leaveStrip = (action: () => unknown) => () => {
    mic.current?.focus();
    void action();
  };
  // Escape from the strip or the microphone throws the recording away, as Cancel does.
  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !recording) return;
    e.preventDefault();
    leaveStrip(dictation.cancel)();
  };

  return (
    <>
      {recording && (
        <div
          className="flex items-center gap-2"
          role="group"
          aria-label={t('speech.dictation.recording')}
          onKeyDown={cancelOnEscape}
        >
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
          <span className="font-mono text-xs tabular-nums">
            <span className="sr-only">{t('speech.dictation.elapsed')} </span>
            {formatElapsed(elapsed)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('speech.dictation.cancelLabel')}
            onClick={leaveStrip(dictation.cancel)}
          >
            <X aria-hidden />
            {t('speech.dictation.cancel')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={t('speech.dictation.doneLabel')}
            onClick={leaveStrip(dictation.finish)}
          >
            <Check aria-hidden />
            {t('speech.dictation.done')}
          </Button>
        </div>
      )}
      <Button
        type="button"
        variant={recording ? 'destructive' : 'outline'}
        size="sm"
        aria-label={t('speech.dictation.label')}
        title={t('speech.dictation.label')}
        aria-pressed={recording}
        ref={mic}
        onKeyDown={cancelOnEscape}
        aria-busy={busy || undefined}
        // Busy, it stays focusable (aria-disabled) so the focus it holds is not lost.
        aria-disabled={busy || undefined}
        disabled={disabled && !recording && !busy}
        onClick={() => {
          if (busy) return;
          void (recording ? dictation.finish() : dictation.start());
        }}
      >
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Mic aria-hidden />}
      </Button>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {dictation.announcement}
      </p>
      {dictation.error && (
        <p role="alert" className={cn('basis-full text-right text-xs font-semibold text-destructive')}>
          {dictation.error}
        </p>
      )}
    </>
  );
}
