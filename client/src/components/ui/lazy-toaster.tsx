import { lazy, Suspense } from 'react';
import { hasShownToast, useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport is loaded with the first toast, not with the page: most visits never show
 * one, and the primitive would otherwise weigh on every first load. Once loaded it stays mounted,
 * so F8 reaches it from then on.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0 && !hasShownToast()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
