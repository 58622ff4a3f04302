import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { openerMessage, type OAuthResult } from '../oauth-messages';

/**
 * The popup closes itself after a second, so the user sees the result before it goes; opened
 * without a window behind it, the page moves on to /dashboard after three seconds instead.
 */
const POPUP_CLOSE_DELAY_MS = 1000;
const REDIRECT_DELAY_MS = 3000;

function hasOpener(): boolean {
  try {
    return Boolean(window.opener) && !(window.opener as Window).closed;
  } catch {
    return false;
  }
}

/**
 * `result` must keep its identity between renders (memoise it).
 * In the linking popup: tells the opener how it went, then closes itself. The target origin is
 * exactly ours, never '*', so an opener on another origin (a page that opened the OAuth flow to
 * spy on it) receives nothing. Without an opener, a success goes on to the dashboard.
 */
export function useOAuthPopup(result: OAuthResult): { popup: boolean } {
  const [popup] = useState(hasOpener);
  const [, navigate] = useLocation();
  // Once per page, even when effects run twice (React's StrictMode in development).
  const postedRef = useRef(false);

  useEffect(() => {
    if (popup) {
      if (!postedRef.current) {
        postedRef.current = true;
        try {
          (window.opener as Window).postMessage(openerMessage(result), window.location.origin);
        } catch {
          // The opener went away meanwhile: nothing to tell.
        }
      }
      const timer = setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!result.success) return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [popup, result, navigate]);

  return { popup };
}
