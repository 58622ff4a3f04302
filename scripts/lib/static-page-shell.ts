import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const THEME_INIT = /<script src="\/theme-init\.js"><\/script>/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * Adds the app's script once the page is on the screen: when the browser reports the first
 * contentful paint. At once where there is no such paint to wait for: in a tab not shown, for a
 * visitor theme-init.js has shown the app alone (data-static-page="off", nothing is painted until
 * the app renders), in a browser that does not report paints; and after two seconds at the latest.
 */
const entryAfterFirstPaint = (src: string, preloads: string[]) =>
  `(function () {
  var added = false;
  function add() {
    if (added) return;
    added = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(src)};
    document.head.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || document.documentElement.getAttribute('data-static-page') === 'off' || types.indexOf('paint') < 0) return add();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    add();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(add, 2000);
})();`;

/** The one match of `pattern` in the shell, or the build stops: the shell is not what this expects. */
function only(shell: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = [...shell.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`The built index.html has ${found.length} ${what}, not one.`);
  return found[0]!;
}

/**
 * The shell a prerendered public page is sent in (scripts/prerender-public-pages.ts): the app's
 * built index.html with nothing left between the HTML and its first paint. The browser has the page
 * in the HTML, so every request it had to make before painting was time the visitor looked at a
 * blank screen, and the app's script, arriving first on a fast network, was compiled and run before
 * the page was shown:
 *
 * - The stylesheet is written into the page. Its link stays, disabled: a disabled stylesheet is
 *   neither fetched nor applied, and the loader of the lazy chunks looks for it by its link before
 *   adding one (a second copy of the rules, after the lazy chunks' own styles, could reorder the
 *   cascade).
 * - theme-init.js's text is written into the page as well.
 * - The app's script is added by a script in the page once the page is painted (above). Its start-up
 *   then runs while the page is on the screen, so it is kept to tasks short enough not to hold up
 *   input (main.tsx, decision 052).
 *
 * The server admits the two inline scripts by their hashes in the Content-Security-Policy of these
 * answers (server/plugins/static-pages.ts).
 */
export function staticPageShell(shell: string, clientDir: string): string {
  const [stylesheetLink, href] = only(shell, STYLESHEET, 'stylesheets');
  const css = readFileSync(join(clientDir, href!), 'utf8');
  // Relative URLs in the sheet would resolve against the page instead of /assets/.
  if (/<\/style|url\(|@import/i.test(css)) throw new Error(`${href} cannot be written into the page as it is.`);
  const themeInit = readFileSync(join(clientDir, 'theme-init.js'), 'utf8').trim();
  if (/<\/script/i.test(themeInit)) throw new Error('theme-init.js cannot be written into the page as it is.');
  const [themeInitTag] = only(shell, THEME_INIT, 'theme-init.js scripts');
  const [entryTag, entry] = only(shell, ENTRY_SCRIPT, 'entry scripts');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return (
    shell
      // Replaced by functions: a `$` in the text is not a replacement pattern.
      .replace(themeInitTag, () => `<script>${themeInit}</script>`)
      .replace(stylesheetLink, () => `<style>${css}</style>${stylesheetLink.replace(/>$/, ' disabled>')}`)
      .replace(entryTag, () => `<script>${entryAfterFirstPaint(entry!, preloads)}</script>`)
      // Preloaded with it, after the paint.
      .replace(MODULE_PRELOAD, '')
  );
}
