import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryAfterFirstPaint } from '../../../scripts/lib/static-page-shell';

/** The script a prerendered page carries to load the app, run as the browser runs it from the head. */
function runLoader(): Element[] {
  const added: Element[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as Element);
    return node;
  });
  new Function(entryAfterFirstPaint('/assets/index-abc.js', ['/assets/runtime-abc.js']))();
  return added;
}

const scripts = (added: Element[]) => added.filter((e) => e.tagName === 'SCRIPT').map((e) => e.getAttribute('src'));
const preloads = (added: Element[]) =>
  added.filter((e) => e.getAttribute('rel') === 'modulepreload').map((e) => e.getAttribute('href'));

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-static-page');
  Reflect.deleteProperty(document, 'readyState');
});

describe("a prerendered page's loader of the app", () => {
  it('loads the app for a visitor shown the app alone, but runs it only once the document is parsed', () => {
    // theme-init.js has hidden the prerendered page; the parser is still in the head.
    document.documentElement.setAttribute('data-static-page', 'off');
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const added = runLoader();
    expect(preloads(added)).toEqual(['/assets/runtime-abc.js']);
    // Run now, from the cache, it would render before #root is in the document.
    expect(scripts(added)).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(scripts(added)).toEqual(['/assets/index-abc.js']);
  });

  it('adds the app at once to a document already parsed', () => {
    document.documentElement.setAttribute('data-static-page', 'off');
    const added = runLoader();
    expect(scripts(added)).toEqual(['/assets/index-abc.js']);
    expect(preloads(added)).toEqual(['/assets/runtime-abc.js']);
  });
});
