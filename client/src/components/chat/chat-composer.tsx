import { Eraser, Send, Square } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CHAT_MESSAGE_MAX } from '@common/chat';
import { Button } from '@/components/ui/unmerged/button';
import { Textarea } from '@/components/ui/unmerged/textarea';
import { joinClasses } from '@/lib/join-classes';
import { appendedText, canSubmit, counterText, isSendKey } from './composer-logic';
import { useT } from './i18n';

/** What a tool beside the buttons may do to the box (dictation puts its transcript in). */
export interface ComposerTools {
  /** Adds text at the end of the box (after a space) and puts the focus back in it. */
  appendText: (text: string) => void;
}

const ComposerToolsContext = createContext<ComposerTools | null>(null);

/** The box's tools, for a control given to ChatComposer's `tools` (null anywhere else). */
export const useComposerTools = () => useContext(ComposerToolsContext);

export interface ChatComposerProps {
  /** The box's accessible name, e.g. "Message to Writing Assistant". */
  label: string;
  placeholder: string;
  /** Turns the box and SEND off. */
  disabled?: boolean;
  /** A reply is streaming: SEND is off and STOP shows. */
  pending: boolean;
  rows?: number;
  /** The `16/2048` character counter beside the buttons. */
  showCounter?: boolean;
  /** Added to the form's classes (`grid gap-2 border-t p-3`). */
  className?: string;
  /** Typing stays possible but SEND is off (a spending cap reached: the reason is shown beside the box). */
  sendBlocked?: boolean;
  /** Files wait to go with the message: SEND is on with the box empty. */
  hasAttachments?: boolean;
  /** The text as the user types it (the "What is sent" panel follows it). */
  onTextChange?: (text: string) => void;
  /** Called with the text as typed. The box empties unless this returns `false`. */
  onSend: (text: string) => unknown;
  onStop: () => void;
  onClear: () => void;
  /** Controls shown before CLEAR and SEND (a microphone, an attach button); they reach the box with useComposerTools(). */
  tools?: ReactNode;
}

/** The message box: Enter sends, Shift+Enter adds a newline; CLEAR, STOP (while streaming) and SEND. */
export function ChatComposer({
  label,
  placeholder,
  disabled = false,
  pending,
  rows = 3,
  showCounter = true,
  className,
  sendBlocked = false,
  hasAttachments = false,
  onTextChange,
  onSend,
  onStop,
  onClear,
  tools,
}: ChatComposerProps) {
  const t = useT();
  const [text, setTextState] = useState('');
  // The latest text, for a tool that appends after an await (its closure would hold an old one).
  const latest = useRef('');
  const setText = (next: string) => {
    latest.current = next;
    setTextState(next);
    onTextChange?.(next);
  };
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const composerTools = useMemo<ComposerTools>(
    () => ({
      appendText: (addition) => {
        setText(appendedText(latest.current, addition));
        box.current?.focus();
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setText only calls the state setter and onTextChange
    [onTextChange],
  );
  const ready = canSubmit({ text, disabled: disabled || sendBlocked, pending, hasAttachments });

  const submit = () => {
    if (!ready) return;
    if (onSend(text) !== false) setText('');
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
      e.preventDefault();
      submit();
    }
  };

  const buttons = (
    <>
      {tools && <ComposerToolsContext.Provider value={composerTools}>{tools}</ComposerToolsContext.Provider>}
      <Button type="button" variant="outline" size="sm" onClick={onClear}>
        <Eraser aria-hidden />
        {t('chat.composer.clear')}
      </Button>
      {pending && (
        <Button type="button" variant="destructive" size="sm" onClick={onStop}>
          <Square aria-hidden />
          {t('chat.composer.stop')}
        </Button>
      )}
      <Button type="submit" size="sm" disabled={!ready}>
        <Send aria-hidden />
        {t('chat.composer.send')}
      </Button>
    </>
  );

  return (
    <form onSubmit={onSubmit} className={joinClasses('grid gap-2 border-t p-3', className)}>
      <label htmlFor={`${id}-message`} className="sr-only">
        {label}
      </label>
      <Textarea
        ref={box}
        id={`${id}-message`}
        rows={rows}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={showCounter ? `${id}-counter` : undefined}
        className="resize-none"
      />
      {showCounter ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-counter`} className="font-mono text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">{t('chat.composer.charactersUsed')}</span>
            {counterText(text)}
          </p>
          <div className="flex flex-wrap gap-2">{buttons}</div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">{buttons}</div>
      )}
    </form>
  );
}
