import { render } from '@testing-library/react';
import type * as ReactMarkdownModule from 'react-markdown';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';

const parses = vi.hoisted(() => ({ count: 0 }));

vi.mock('react-markdown', async (original) => {
  const actual = await original<typeof ReactMarkdownModule>();
  const Counted: typeof actual.default = (props) => {
    parses.count++;
    return actual.default(props);
  };
  return { ...actual, default: Counted };
});

/** A row around a reply: it re-renders for reasons of its own (a send starting, say). */
function Row({ content, busy }: { content: string; busy: boolean }) {
  return (
    <div data-busy={busy}>
      <Markdown content={content} />
    </div>
  );
}

describe('Markdown', () => {
  it('parses a reply again only when its text changes', () => {
    const { rerender, container } = render(<Row content="Here is a **tighter** version" busy={false} />);
    expect(parses.count).toBe(1);
    rerender(<Row content="Here is a **tighter** version" busy />);
    rerender(<Row content="Here is a **tighter** version" busy={false} />);
    expect(parses.count).toBe(1);
    rerender(<Row content="Here is a **tighter** version, shorter" busy={false} />);
    expect(parses.count).toBe(2);
    expect(container.querySelector('strong')?.textContent).toBe('tighter');
  });
});
