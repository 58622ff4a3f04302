// Applies the stored theme, compact mode and interface language before first paint so a light-theme user never sees a
// dark flash and a compact-mode user never sees the page jump.
// A separate file (not inline) keeps the CSP free of 'unsafe-inline' scripts.
(function () {
  try {
    var t = localStorage.getItem('theme') || 'dark';
    var dark = t === 'dark' || (t === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.remove('dark', 'light');
    root.classList.add(dark ? 'dark' : 'light');
    var prefs = JSON.parse(localStorage.getItem('display-preferences') || '{}');
    root.classList.toggle('compact', Boolean(prefs && prefs.compactMode === true));
    if (prefs && /^(en|es|fr|de|zh|ja)$/.test(prefs.language)) root.lang = prefs.language;
  } catch (e) {}
})();
