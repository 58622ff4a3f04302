import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResizableSplit } from './resizable-split';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

const handle = () => screen.getByRole('separator', { name: 'Resize the AI chat panel' });
const value = () => Number(handle().getAttribute('aria-valuenow'));

describe('ResizableSplit', () => {
  it('moves by 10% per arrow key and to its limits with Home and End, never past them', async () => {
    render(<ResizableSplit work="work" chat="chat" />);
    expect(value()).toBe(62);
    handle().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(value()).toBe(52);
    await userEvent.keyboard('{ArrowLeft}');
    expect(value()).toBe(50);
    await userEvent.keyboard('{End}');
    expect(value()).toBe(70);
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toBe(70);
    await userEvent.keyboard('{Home}');
    expect(handle().getAttribute('aria-valuemin')).toBe('50');
    expect(value()).toBe(50);
  });

  it('follows a drag of the handle and keeps the layout for the next visit', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<ResizableSplit work="work" chat="chat" />);
    const grid = container.firstElementChild as HTMLElement;
    grid.getBoundingClientRect = () => ({ left: 0, width: 1000 }) as DOMRect;
    handle().setPointerCapture = () => undefined;
    fireEvent.pointerDown(handle(), { pointerId: 1, clientX: 620 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 555 });
    fireEvent.pointerUp(handle(), { pointerId: 1 });
    expect(value()).toBe(56);
    vi.advanceTimersByTime(200);
    unmount();

    render(<ResizableSplit work="work" chat="chat" />);
    expect(value()).toBe(56);
  });
});
