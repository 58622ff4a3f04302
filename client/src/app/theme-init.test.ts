import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The tests run from the repository's root (vitest.config.ts).
const themeInit = readFileSync(join(process.cwd(), 'client/public/theme-init.js'), 'utf8');

/** theme-init.js as the browser runs it: from the head, before the body is parsed. */
const runThemeInit = () => new Function(themeInit)();

function prerenderedPage(): HTMLElement {
  const page = document.createElement('div');
  page.id = 'prerendered';
  page.innerHTML = '<main><h1>Pricing</h1><button>Get started</button></main>';
  return page;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-static-year');
  document.body.replaceChildren();
});

describe('theme-init.js and a prerendered page', () => {
  it('marks the page inert and hidden from assistive technology as soon as it is in the document', async () => {
    document.documentElement.setAttribute('data-static-year', String(new Date().getFullYear()));
    runThemeInit();
    const page = prerenderedPage();
    document.body.append(page);
    // Before the rest of the document is parsed: marked once the parse is over, the whole page
    // was styled a second time.
    await Promise.resolve();
    expect(page.inert).toBe(true);
    expect(page.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves any other page alone', async () => {
    runThemeInit();
    const page = prerenderedPage();
    document.body.append(page);
    await Promise.resolve();
    expect(page.inert).not.toBe(true);
    expect(page.hasAttribute('aria-hidden')).toBe(false);
  });
});
