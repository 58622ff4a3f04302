import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';

interface ListStateProps {
  query: UseQueryResult<unknown[]>;
  empty: string;
  noun: string;
  children: ReactNode;
}

/** Loading, failed and empty states of a list read; the list itself once there is something to show. */
export function ListState({ query, empty, noun, children }: ListStateProps) {
  if (query.isLoading)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading {noun}...
      </p>
    );
  if (query.isError) return <ErrorBox>{errorMessage(query.error, `Failed to load ${noun}`)}</ErrorBox>;
  if (!query.data?.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return children;
}
