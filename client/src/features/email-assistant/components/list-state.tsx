import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox } from '@/components/ui/unmerged/error-box';
import { errorMessage } from '@/lib/error-message';

interface ListStateProps {
  query: UseQueryResult<unknown[]>;
  empty: string;
  /** "Loading drafts..." */
  loading: string;
  /** The fallback when the server says nothing: "Failed to load drafts". */
  failed: string;
  children: ReactNode;
}

/** Loading, failed and empty states of a list read; the list itself once there is something to show. */
export function ListState({ query, empty, loading, failed, children }: ListStateProps) {
  if (query.isLoading)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {loading}
      </p>
    );
  if (query.isError) return <ErrorBox>{errorMessage(query.error, failed)}</ErrorBox>;
  if (!query.data?.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return children;
}
