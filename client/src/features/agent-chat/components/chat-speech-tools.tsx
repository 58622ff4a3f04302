import { DictationButton } from '@/components/speech/dictation-button';
import { translate, useT } from '@/components/speech/i18n';
import { RecordingTranscriber } from '@/components/speech/recording-transcriber';
import type { MessageAttachment } from '@/lib/attachments/types';
import { newMessageId } from '../chat-logic';
import { useSpeechAccess } from '../hooks/use-speech-access';

/** The agent whose chat also takes a meeting's recording. */
export const MEETING_SUMMARIZER_ID = 'ai-meeting-summarizer';

/** A recording's transcript as a text attachment, which is what the provider reads. */
export function transcriptAttachment(text: string, fileName: string): MessageAttachment {
  return {
    id: newMessageId(),
    name: translate('speech.recording.transcriptName', { name: fileName }),
    mimeType: 'text/plain',
    size: new TextEncoder().encode(text).length,
    kind: 'text',
    text,
  };
}

interface ChatSpeechToolsProps {
  agentId: string;
  /** The box is off (chat not initialized, no key). */
  disabled: boolean;
  /** A message cannot be sent now (a reply is streaming, the spending cap): dictating still can. */
  sendBlocked: boolean;
  /** Sends a message with attachments, as the composer's SEND does. */
  onSend: (text: string, attachments: MessageAttachment[]) => void;
}

/**
 * The speech controls beside the message box, with the user's own key only: the microphone, and
 * for the Meeting Summarizer a recording file transcribed and sent as the message's attachment.
 */
export function ChatSpeechTools({ agentId, disabled, sendBlocked, onSend }: ChatSpeechToolsProps) {
  const t = useT();
  const access = useSpeechAccess();
  if (!access) return null;
  return (
    <>
      {agentId === MEETING_SUMMARIZER_ID && (
        <RecordingTranscriber
          access={access}
          label={t('speech.recording.summarize')}
          disabled={disabled || sendBlocked}
          onTranscript={(text, file) =>
            onSend(t('speech.recording.instruction'), [transcriptAttachment(text, file.name)])
          }
        />
      )}
      <DictationButton access={access} disabled={disabled} />
    </>
  );
}
