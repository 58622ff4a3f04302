import { Loader2, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ProviderAccess } from '@/lib/speech/provider-access';
import { speak, type Playback } from '@/lib/speech/speak';
import { spokenText } from '@/lib/speech/speech-text';
import { useT } from './i18n';
import { speechErrorText } from './speech-error-text';

/** One reading at a time on the page: starting another stops the one playing. */
let current: Playback | null = null;

interface ReadAloudButtonProps {
  access: ProviderAccess;
  /** The reply's text; Markdown marks and code blocks are left out of what is spoken. */
  text: string;
}

/** Read aloud / Stop reading for one reply, with the user's own key. */
export function ReadAloudButton({ access, text }: ReadAloudButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const playback = useRef<Playback | null>(null);

  useEffect(() => () => playback.current?.stop(), []);

  const start = () => {
    current?.stop();
    setError('');
    setState('loading');
    setAnnouncement(t('speech.readAloud.loading'));
    const started = speak({
      ...access,
      text: spokenText(text),
      onPlaying: () => {
        setState('playing');
        setAnnouncement(t('speech.readAloud.playing'));
      },
    });
    playback.current = started;
    current = started;
    started.done
      .then(() => setAnnouncement(t('speech.readAloud.finished')))
      .catch((err: unknown) => {
        setError(speechErrorText(err));
        setAnnouncement('');
      })
      .finally(() => {
        if (playback.current === started) playback.current = null;
        if (current === started) current = null;
        setState('idle');
      });
  };

  const active = state !== 'idle';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-xs"
        onClick={() => (active ? playback.current?.stop() : start())}
      >
        {state === 'loading' ? (
          <Loader2 aria-hidden className="animate-spin" />
        ) : active ? (
          <Square aria-hidden />
        ) : (
          <Volume2 aria-hidden />
        )}
        {active ? t('speech.readAloud.stop') : t('speech.readAloud.start')}
      </Button>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
      {error && (
        <span role="alert" className="text-xs font-semibold text-destructive">
          {error}
        </span>
      )}
    </span>
  );
}
