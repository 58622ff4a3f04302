import { Eraser, Send, Square } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface ChatInputProps {
  pending: boolean;
  compact: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  onClear: () => void;
}

/** Enter sends, Shift+Enter adds a newline; sending is off while the text is empty or a reply is pending. */
export function ChatInput({ pending, compact, onSend, onStop, onClear }: ChatInputProps) {
  const [text, setText] = useState('');
  const ready = text.trim().length > 0 && !pending;
  const submit = () => {
    if (!ready) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
      className="grid gap-2 border-t p-3"
    >
      <label htmlFor="email-assistant-chat-input" className="sr-only">
        Message to the Email Assistant
      </label>
      <Textarea
        id="email-assistant-chat-input"
        rows={compact ? 2 : 3}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask for an email, a reply or advice… (Enter to send)"
        className="resize-none"
      />
      <div className="flex flex-wrap justify-end gap-2">
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
    </form>
  );
}
