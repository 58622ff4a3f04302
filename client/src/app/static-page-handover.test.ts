import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenRootParsed } from './static-page-handover';

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'readyState');
});

describe('the app started from a prerendered page', () => {
  it('waits for its root when its script runs before the parser has reached it', () => {
    // The script is added from the head and, from the cache, runs while the body is being parsed.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const start = vi.fn();
    whenRootParsed(start);
    expect(start).not.toHaveBeenCalled();
    document.body.innerHTML = '<div id="prerendered"></div><div id="root"></div>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the root is there', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn();
    whenRootParsed(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
