import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatComposer, type ChatComposerProps } from './chat-composer';

// Rendered to HTML in Node (no DOM here): the markup the three chats rely on. Typing, Enter and
// the buttons are covered by the e2e specs (agent-chat, email-assistant, library-demo).
const noop = () => undefined;
const render = (props: Partial<ChatComposerProps> = {}) =>
  renderToStaticMarkup(
    createElement(ChatComposer, {
      label: 'Message to Writing Assistant',
      placeholder: 'Type your message…',
      pending: false,
      onSend: noop,
      onStop: noop,
      onClear: noop,
      ...props,
    }),
  );

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('ChatComposer', () => {
  it('labels the box, which is limited to 2048 characters and described by the counter', () => {
    const html = render();
    const id = attr(html, 'textarea', 'id');
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="sr-only">Message to Writing Assistant</label>`);
    expect(attr(html, 'textarea', 'maxLength')).toBe('2048');
    expect(attr(html, 'textarea', 'rows')).toBe('3');
    expect(attr(html, 'textarea', 'placeholder')).toBe('Type your message…');
    const counter = attr(html, 'textarea', 'aria-describedby');
    expect(html).toMatch(
      new RegExp(`<p id="${counter}"[^>]*><span class="sr-only">Characters used: </span>0/2048</p>`),
    );
  });

  it('shows CLEAR and a disabled SEND for an empty box, STOP only while a reply streams', () => {
    const idle = render();
    expect(idle).toContain('CLEAR');
    expect(idle).not.toContain('STOP');
    expect(idle).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>.*SEND<\/button>/);
    expect(render({ pending: true })).toContain('STOP');
  });

  it('turns the box off when disabled', () => {
    expect(render({ disabled: true })).toMatch(/<textarea[^>]*disabled=""/);
    expect(render()).not.toMatch(/<textarea[^>]*disabled=""/);
  });

  it('without the counter, the buttons sit at the end and the box is described by nothing', () => {
    const html = render({ showCounter: false, rows: 2 });
    expect(html).not.toContain('Characters used');
    expect(attr(html, 'textarea', 'aria-describedby')).toBeUndefined();
    expect(attr(html, 'textarea', 'rows')).toBe('2');
    expect(html).toContain('<div class="flex flex-wrap justify-end gap-2"><button');
  });

  it("merges the caller's classes into the form's", () => {
    expect(attr(render(), 'form', 'class')).toBe('grid gap-2 border-t p-3');
    expect(attr(render({ className: 'bg-card sm:p-4' }), 'form', 'class')).toBe(
      'grid gap-2 border-t p-3 bg-card sm:p-4',
    );
  });
});
