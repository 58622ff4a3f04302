import { Eraser, Send, Square } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { canSend, counterText } from '../chat-logic';

interface ChatComposerProps {
  agentName: string;
  canChat: boolean;
  initialized: boolean;
  pending: boolean;
  onSend: (text: string) => unknown;
  onStop: () => void;
  onClear: () => void;
}

/** The message box: Enter sends, Shift+Enter adds a newline; SEND, STOP (while streaming) and CLEAR. */
export function ChatComposer({ agentName, canChat, initialized, pending, onSend, onStop, onClear }: ChatComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const ready = canSend({ text, canChat, initialized, pending });
  const boxDisabled = !canChat || !initialized;

  const submit = () => {
    if (!ready) return;
    void onSend(text);
    setText('');
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (Japanese, Chinese…): Enter confirms the characters.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t bg-card p-3 sm:p-4">
      <label htmlFor={`${id}-message`} className="sr-only">
        Message to {agentName}
      </label>
      <Textarea
        id={`${id}-message`}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={boxDisabled}
        placeholder={
          boxDisabled
            ? 'Initialize the agent to start chatting'
            : 'Type your message… (Enter to send, Shift+Enter for a new line)'
        }
        aria-describedby={`${id}-counter`}
        className="resize-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-counter`} className="font-mono text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">Characters used: </span>
          {counterText(text)}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onClear}>
            <Eraser aria-hidden />
            CLEAR
          </Button>
          {pending && (
            <Button type="button" variant="destructive" size="sm" onClick={onStop}>
              <Square aria-hidden />
              STOP
            </Button>
          )}
          <Button type="submit" size="sm" disabled={!ready}>
            <Send aria-hidden />
            SEND
          </Button>
        </div>
      </div>
    </form>
  );
}
