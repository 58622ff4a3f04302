import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dialogs } from '@/lib/dialogs';

/**
 * /api/login without an external identity provider sends the browser to /?login=1: open the
 * password sign-in dialog there and tidy the URL.
 */
export function LoginQueryHandler() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('login') !== '1') return;
    params.delete('login');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    dialogs.openSignIn();
  }, [search, pathname, navigate]);
  return null;
}
