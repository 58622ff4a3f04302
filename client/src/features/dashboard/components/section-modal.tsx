import { lazy, Suspense, useState } from 'react';
import type { SectionModalProps } from './section-modal-dialog';

// Only small screens open sections in a modal: its Radix dialog (about 12 kB gzip) loads on the
// first open, not with every dashboard.
const SectionModalDialog = lazy(() =>
  import('./section-modal-dialog').then((m) => ({ default: m.SectionModalDialog })),
);

/** Small screens: the chosen section fills the screen, titled by the section, until closed. */
export function SectionModal(props: SectionModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SectionModalDialog {...props} />
    </Suspense>
  );
}
