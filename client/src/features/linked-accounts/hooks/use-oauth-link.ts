import { useEffect, useRef, useState } from 'react';
import type { MailProvider } from '@common/schemas/email-accounts';
import { toast } from '@/lib/toast';
import { startOAuth } from '../api/accounts-api';
import { errorMessage } from '@/lib/error-message';
import { readOpenerMessage } from '@/lib/oauth-opener-message';
import { translate } from '../i18n';

/**
 * A 500x600 popup named oauth-popup, so a second click reuses it; polled every second for closing,
 * then the accounts are fetched again a second later, once the server has stored the new link.
 */
export const POPUP_NAME = 'oauth-popup';
export const POPUP_FEATURES = 'width=500,height=600';
export const POPUP_POLL_MS = 1000;
export const REFETCH_AFTER_CLOSE_MS = 1000;
/** Same-origin placeholder the popup opens on before the authorization URL is known. */
export const POPUP_PLACEHOLDER = '/oauth-connecting';

/** Said when the provider's page gave no reason of its own. */
const connectFailed = () => translate('linked-accounts.connectFailed');

/**
 * Linking by OAuth: ask the server for the provider's authorization URL, open it in a popup, then
 * wait for the result page in that popup to post oauth-success or oauth-error, or for the popup to
 * close without a word. Only messages from our own origin, sent by our popup, are trusted.
 */
export function useOAuthLink(onLinked: () => void) {
  const [connecting, setConnecting] = useState<MailProvider | null>(null);
  const cleanupRef = useRef<(() => void) | null>(null);
  const onLinkedRef = useRef(onLinked);
  useEffect(() => {
    onLinkedRef.current = onLinked;
  });
  useEffect(() => () => cleanupRef.current?.(), []);

  const watch = (popup: Window) => {
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      cleanupRef.current = () => clearTimeout(refetchTimer);
      setConnecting(null);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = readOpenerMessage(event.data);
      if (data?.type === 'oauth-success') {
        finish();
        toast({
          title: translate('linked-accounts.connectedTitle'),
          description: translate('linked-accounts.connectedDescription'),
        });
        onLinkedRef.current();
      } else if (data?.type === 'oauth-error') {
        finish();
        toast({
          variant: 'destructive',
          title: translate('linked-accounts.connectionFailedTitle'),
          description: data.error.trim() ? data.error : connectFailed(),
        });
      }
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      finish();
      // Closed without a message: the account may still have been linked, so look again.
      refetchTimer = setTimeout(() => onLinkedRef.current(), REFETCH_AFTER_CLOSE_MS);
      cleanupRef.current = () => clearTimeout(refetchTimer);
    }, POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
    cleanupRef.current = () => {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
    };
  };

  const connect = async (provider: MailProvider) => {
    if (connecting) return;
    cleanupRef.current?.();
    setConnecting(provider);
    // Opened now, while the click still counts as a user gesture (browsers block a window.open
    // that only follows the server's answer), on a page of ours that keeps it connected to this
    // one (server/routes/email-oauth.ts), then sent to the provider once the URL is known.
    const popup = window.open(POPUP_PLACEHOLDER, POPUP_NAME, POPUP_FEATURES);
    try {
      if (!popup) throw new Error(translate('linked-accounts.popupBlocked'));
      const authUrl = await startOAuth(provider);
      if (popup.closed) {
        setConnecting(null);
        return;
      }
      popup.location.href = authUrl;
      watch(popup);
    } catch (err) {
      popup?.close();
      setConnecting(null);
      toast({
        variant: 'destructive',
        title: translate('linked-accounts.connectionFailedTitle'),
        description: errorMessage(err, connectFailed(), { ownErrors: true }),
      });
    }
  };

  return { connecting, connect };
}
