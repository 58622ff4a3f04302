/**
 * The public pages a visitor gets prerendered (server/plugins/static-pages.ts): the HTML already
 * shows the page, the app then puts its own identical page in its place without a visible change,
 * and whoever would see another page (signed in, another language or theme, another year) sees
 * the app alone, as on every other page.
 */
import type { Page } from '@playwright/test';
import { STATIC_PAGE_PATHS } from '../common/static-pages';
import { DESKTOP, MOBILE, expect, registerViaApi, test } from './fixtures';

interface Frame {
  /** The prerendered page is displayed. */
  staticShown: boolean;
  /** The text of the first level-1 heading displayed, if any. */
  heading: string | null;
  /** A loading spinner is displayed. */
  spinner: boolean;
}

/**
 * Records, before every frame the browser paints, what the visitor would see in it (browser code
 * as text: the specs are compiled without the DOM's types).
 */
const RECORD_FRAMES = `(() => {
  const frames = [];
  window.recordedFrames = frames;
  const shown = (e) => e.checkVisibility();
  // Nothing is painted before the app's styles are there (written into the prerendered pages, a
  // stylesheet that blocks rendering elsewhere), but a faked clock runs animation frames on its own
  // timers: those frames are not what anyone sees.
  const styled = () =>
    [...document.styleSheets].some((sheet) => (sheet.href || '').includes('/assets/') || sheet.ownerNode.nodeName === 'STYLE');
  const sample = () => {
    if (!styled()) return requestAnimationFrame(sample);
    const prerendered = document.getElementById('prerendered');
    const heading = [...document.querySelectorAll('h1')].find(shown);
    frames.push({
      staticShown: Boolean(prerendered && shown(prerendered)),
      heading: heading ? heading.textContent : null,
      spinner: [...document.querySelectorAll('[role="status"]')].some(shown),
    });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})()`;

async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(RECORD_FRAMES);
}

const framesOf = (page: Page) => page.evaluate('window.recordedFrames') as Promise<Frame[]>;

/**
 * Where the app's markup and the prerendered markup first differ, or null: element for element and
 * attribute for attribute, React's text separators, the namespace of xmlns and the ids useId gives
 * (which differ between the two renders) aside, and the chosen option compared as chosen.
 */
const FIRST_DIFFERENCE = `((markup) => {
  const tidy = (holder) => {
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_COMMENT);
    const comments = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const c of comments) c.remove();
    holder.normalize();
    for (const el of holder.querySelectorAll('*')) {
      for (const attr of [...el.attributes]) {
        // An xmlns written in HTML is parsed into its own namespace, one set by script is not: same page.
        if (attr.name === 'xmlns') el.removeAttribute(attr.name);
        else if (/_[rR]_[0-9a-z]*_/.test(attr.value)) el.setAttribute(attr.name, attr.value.replace(/_[rR]_[0-9a-z]*_/g, 'id'));
      }
    }
    return holder;
  };
  // A chosen option is an attribute in the HTML and a property in the app: compare the choice.
  const wrap = (el) => {
    const chosen = [...el.querySelectorAll('option')].map((option) => option.selected);
    const copy = el.cloneNode(true);
    [...copy.querySelectorAll('option')].forEach((option, i) => option.toggleAttribute('selected', chosen[i]));
    const holder = document.createElement('div');
    holder.append(copy);
    return tidy(holder);
  };
  const template = document.createElement('template');
  template.innerHTML = markup;
  const expected = wrap(template.content.firstElementChild);
  const actual = wrap(document.getElementById('root').firstElementChild);
  if (expected.isEqualNode(actual)) return null;
  const [a, b] = [expected.innerHTML, actual.innerHTML];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return { prerendered: a.slice(Math.max(0, i - 120), i + 120), app: b.slice(Math.max(0, i - 120), i + 120) };
})`;

/** Waits until the app has taken over: the prerendered page is gone and a heading of the app's page shows. */
async function appShown(page: Page): Promise<string> {
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const heading = page.locator('#root').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test.describe('prerendered public pages', () => {
  for (const path of STATIC_PAGE_PATHS) {
    test(`${path}: the HTML alone shows the page's heading, before any script runs`, async ({ browser, baseURL }) => {
      // No script runs: what shows is the HTML alone.
      const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: MOBILE });
      const plain = await noScript.newPage();
      await plain.goto(path);
      const staticHeading = plain.getByRole('heading', { level: 1 });
      await expect(staticHeading).toBeVisible();
      const shown = await staticHeading.textContent();
      await noScript.close();

      const withScript = await browser.newContext({ baseURL, viewport: MOBILE });
      const app = await withScript.newPage();
      await app.goto(path);
      expect(await appShown(app)).toBe(shown);
      await withScript.close();
    });

    test(`${path}: until the app is there, the page shown takes no keyboard focus and is hidden from assistive technology`, async ({
      page,
    }) => {
      // The app's script never arrives: the prerendered page stays.
      await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
      await page.goto(path);
      const prerendered = page.locator('#prerendered');
      await expect(prerendered).toHaveAttribute('inert', '');
      await expect(prerendered).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(prerendered.locator(':focus')).toHaveCount(0);
    });

    test(`${path}: the app takes over with the same page, and the screen never changes`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await recordFrames(page);
      const html = await (await page.request.get(path)).text();
      const prerendered = /<div id="prerendered">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1];
      expect(prerendered, 'the visitor HTML carries the page').toBeTruthy();

      await page.goto(path);
      const heading = await appShown(page);
      // A few more frames after the hand-over.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');

      const frames = await framesOf(page);
      const painted = frames.slice(frames.findIndex((f) => f.heading !== null));
      expect(painted.length).toBeGreaterThan(0);
      expect(painted[0]!.staticShown, 'the first frame with the page shows the prerendered one').toBe(true);
      expect(
        painted.filter((f) => f.heading !== heading || f.spinner),
        'every frame from the first paint on shows the page, never a spinner',
      ).toEqual([]);

      const difference = await page.evaluate(`${FIRST_DIFFERENCE}(${JSON.stringify(prerendered)})`);
      expect(difference).toBeNull();
    });
  }

  test('the scripts written into the pages run under the Content-Security-Policy', async ({ page }) => {
    // A script whose text and hash in the policy part ways is refused, and says so.
    await page.addInitScript(`
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
    `);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    for (const path of STATIC_PAGE_PATHS) {
      const res = await page.request.get(path);
      expect(await res.text(), path).toContain('<script>');
      await page.goto(path);
      await appShown(page);
      expect(await page.evaluate('window.cspViolations'), path).toEqual([]);
    }
    expect(refusals).toEqual([]);
  });

  test('a signed-in user gets the app alone, as before', async ({ page }) => {
    await registerViaApi(page);
    for (const path of STATIC_PAGE_PATHS) {
      const res = await page.request.get(path);
      expect(res.headers()['vary']).toContain('cookie');
      expect(await res.text()).not.toContain('id="prerendered"');
    }
    await recordFrames(page);
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: /CURRENT/ })).toBeVisible();
    expect((await framesOf(page)).filter((f) => f.staticShown)).toEqual([]);
  });

  const otherwise: { name: string; setUp(page: Page): Promise<void>; check(page: Page): Promise<void> }[] = [
    {
      name: 'another language',
      setUp: (page) =>
        page.addInitScript(`localStorage.setItem('display-preferences', '{"language":"fr"}')`).then(() => undefined),
      check: (page) => expect(page.locator('html')).toHaveAttribute('lang', 'fr'),
    },
    {
      name: 'the light theme',
      setUp: (page) => page.addInitScript(`localStorage.setItem('theme', 'light')`).then(() => undefined),
      check: (page) => expect(page.getByRole('button', { name: /^Theme: light/ }).first()).toBeVisible(),
    },
    {
      name: 'another year than the server',
      setUp: (page) => page.clock.setFixedTime(new Date(new Date().getFullYear() + 1, 5, 1)).then(() => undefined),
      check: (page) => expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear() + 1}`),
    },
  ];
  for (const { name, setUp, check } of otherwise) {
    test(`a visitor with ${name} never sees the prerendered page`, async ({ page }) => {
      await setUp(page);
      await recordFrames(page);
      for (const path of STATIC_PAGE_PATHS) {
        await page.goto(path);
        await appShown(page);
        await check(page);
        expect(
          (await framesOf(page)).filter((f) => f.staticShown),
          path,
        ).toEqual([]);
      }
    });
  }
});
