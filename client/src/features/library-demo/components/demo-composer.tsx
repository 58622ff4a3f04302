import { Eraser, Send, Square } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface DemoComposerProps {
  agentName: string;
  enabled: boolean;
  pending: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
  onClear: () => void;
}

/** A two-row message box: Enter sends, Shift+Enter adds a newline; SEND, STOP while streaming, CLEAR. */
export function DemoComposer({ agentName, enabled, pending, onSend, onStop, onClear }: DemoComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const ready = enabled && !pending && text.trim() !== '';

  const submit = () => {
    if (ready && onSend(text)) setText('');
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: there Enter confirms the characters.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        Message to {agentName}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={!enabled}
        placeholder={
          enabled ? 'Type a message… (Enter to send, Shift+Enter for a new line)' : 'Enter a valid API key first'
        }
        aria-describedby={`${id}-counter`}
        className="resize-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-counter`} className="font-mono text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">Characters used: </span>
          {text.length}/{CHAT_MESSAGE_MAX}
        </p>
        <div className="flex flex-wrap gap-2">
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
