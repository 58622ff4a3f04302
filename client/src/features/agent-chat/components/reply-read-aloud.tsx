import { ReadAloudButton } from '@/components/speech/read-aloud-button';
import { useSpeechAccess } from '../hooks/use-speech-access';

/** Read aloud under a finished reply, with the user's own key (nothing on the relay). */
export function ReplyReadAloud({ text }: { text: string }) {
  const access = useSpeechAccess();
  if (!access || !text.trim()) return null;
  return (
    <div className="mt-1 flex justify-end">
      <ReadAloudButton access={access} text={text} />
    </div>
  );
}
