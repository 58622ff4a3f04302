// Applies the stored theme, compact mode and interface language before first paint so a light-theme user never sees a
// dark flash and a compact-mode user never sees the page jump.
// A file of its own keeps the CSP free of 'unsafe-inline' scripts; the prerendered pages carry its
// text inline, admitted by its hash (scripts/lib/static-page-shell.ts).
(function () {
  var root = document.documentElement;
  // Hides a prerendered page this browser would render otherwise (server/plugins/static-pages.ts).
  var year = root.getAttribute('data-static-year');
  var off = year != new Date().getFullYear();
  try {
    var t = localStorage.getItem('theme') || 'dark';
    off = off || t != 'dark';
    var dark = t === 'dark' || (t === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.remove('dark', 'light');
    root.classList.add(dark ? 'dark' : 'light');
    var prefs = JSON.parse(localStorage.getItem('display-preferences') || '{}');
    root.classList.toggle('compact', Boolean(prefs && prefs.compactMode === true));
    if (prefs && /^(en|es|fr|de|zh|ja)$/.test(prefs.language)) root.lang = prefs.language;
    off = off || root.lang != 'en';
  } catch (e) {}
  if (year && off) root.setAttribute('data-static-page', 'off');
  // Until the app has replaced it, a prerendered page is only a picture of the app's: its buttons
  // and fields do nothing. The pointer already passes through it (index.css); inert keeps the
  // keyboard and assistive technology off it too, so no one operates a control that then vanishes.
  // Marked as soon as the parser has put it in the document, before anything of it is styled: a page
  // marked later (once the document is parsed, or after a deferred script) is styled a second time,
  // the whole of it in one long task.
  if (year)
    new MutationObserver(function (records, observer) {
      var page = document.getElementById('prerendered');
      if (!page) return;
      observer.disconnect();
      page.inert = true;
      page.setAttribute('aria-hidden', 'true');
    }).observe(root, { childList: true, subtree: true });
})();
