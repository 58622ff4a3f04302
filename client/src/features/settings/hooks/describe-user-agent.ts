import { translate } from '../i18n';

/** A short "Browser on OS" label for a session's user agent; unknown parts are left out. */
export function describeUserAgent(ua: string | null): string {
  if (!ua) return translate('settings.sessions.unknownDevice');
  const browser =
    (/Edg\//.test(ua) && 'Edge') ||
    (/OPR\/|Opera/.test(ua) && 'Opera') ||
    (/Firefox\//.test(ua) && 'Firefox') ||
    (/Chrom(e|ium)\//.test(ua) && 'Chrome') ||
    (/Safari\//.test(ua) && 'Safari') ||
    null;
  const os =
    (/Android/.test(ua) && 'Android') ||
    (/iPhone|iPad|iPod/.test(ua) && 'iOS') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    null;
  if (browser && os) return translate('settings.sessions.browserOnOs', { browser, os });
  return browser ?? os ?? (ua.length > 60 ? `${ua.slice(0, 57)}...` : ua);
}
