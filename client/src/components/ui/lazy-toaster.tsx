import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

/** Module state on purpose: once the first toast has loaded the viewport it stays for the page's life. */
let loaded = false;

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport is loaded with the first toast, not with the page: most visits never show
 * one, and the primitive would otherwise weigh on every first load. Once loaded it stays mounted,
 * so F8 reaches it from then on.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts && !loaded) return null;
  loaded = true;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
