import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer, useComposerTools } from './chat-composer';

const noop = () => undefined;

function FakeDictation({ words }: { words: string }) {
  const composer = useComposerTools();
  return (
    <button type="button" onClick={() => composer?.appendText(words)}>
      Dictate
    </button>
  );
}

describe('ChatComposer tools', () => {
  it('shows a tool beside the buttons that can put text in the box after what was typed', () => {
    const onTextChange = vi.fn();
    render(
      <ChatComposer
        label="Message"
        placeholder="…"
        pending={false}
        onSend={noop}
        onStop={noop}
        onClear={noop}
        onTextChange={onTextChange}
        tools={<FakeDictation words="summarize the meeting" />}
      />,
    );
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    expect(box.value).toBe('Please summarize the meeting');
    expect(onTextChange).toHaveBeenLastCalledWith('Please summarize the meeting');
    expect(document.activeElement).toBe(box);
  });
});
