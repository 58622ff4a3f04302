import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/unmerged/button';
import { translate, useT } from '../i18n';

interface BoundaryState {
  error: Error | null;
}

/** A slot that throws (or whose chunk fails to load) shows the product's System Error screen, not a blank page. */
class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Dashboard panel failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-destructive/60 p-6 text-center"
      >
        <h3 className="font-mono text-lg font-bold text-destructive">{translate('dashboard.slot.errorTitle')}</h3>
        <p className="text-sm text-muted-foreground">{error.message || translate('dashboard.slot.errorText')}</p>
        <Button variant="outline" onClick={() => this.setState({ error: null })}>
          {translate('dashboard.slot.retry')}
        </Button>
      </div>
    );
  }
}

/** Wraps what another feature renders into the dashboard: loading state and error boundary. */
export function SlotBoundary({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ErrorBoundary>
      <Suspense
        fallback={
          <p
            role="status"
            className="flex items-center justify-center gap-3 py-16 font-mono text-sm text-muted-foreground"
          >
            <span
              aria-hidden
              className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent"
            />
            {t('dashboard.slot.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
