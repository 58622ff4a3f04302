import { useSyncExternalStore } from 'react';

/**
 * A query every page reads on its first render (the session, the public config) without the query
 * library in the first-load script: the public pages would otherwise download it for two GETs.
 *
 * Until the query client loads (with the first page or dialog that uses queries) a boot query
 * fetches once by itself. Once the client has loaded, `adopt` hands the result (or the request in
 * flight) to the client's cache and from then on only mirrors that cache entry, kept active by an
 * observer: invalidating or refetching the key, or writing its data, reaches every reader, so the
 * cache stays the one source of truth.
 */
export interface BootQueryState<T> {
  data: T | undefined;
  error: Error | null;
  isLoading: boolean;
}

/** What `adopt` gets from the query client (lib/query-client.ts): a mirror of the cache entry. */
export interface AdoptedQuery<T> {
  /** Starts mirroring the cache entry into `onChange` (and keeps it active); returns the stop. */
  subscribe(onChange: (state: BootQueryState<T>) => void): () => void;
  refetch(): Promise<unknown>;
}

export interface BootQuery<T> {
  readonly queryKey: readonly unknown[];
  readonly queryFn: () => Promise<T>;
  /** The state to seed the cache with, and the request in flight when it has not answered yet. */
  current(): { state: BootQueryState<T>; updatedAt: number; pending: Promise<T> | undefined };
  adopt(adopted: AdoptedQuery<T>): void;
  refetch(): Promise<unknown>;
  /** Takes an answer known beforehand, as if fetched (the build's prerender of the public pages). */
  seed(data: T): void;
  use(): BootQueryState<T>;
  /** Forgets the result and any adoption (tests: each starts with nothing fetched). */
  reset(): void;
}

const PENDING = { data: undefined, error: null, isLoading: true } as const;

export function bootQuery<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>): BootQuery<T> {
  let state: BootQueryState<T> = PENDING;
  let updatedAt = 0;
  let pending: Promise<T> | undefined;
  let adopted: { query: AdoptedQuery<T>; stop?: () => void } | undefined;
  let generation = 0;
  const listeners = new Set<() => void>();

  // The same answer again (the cache's mirror starts with what it was seeded from) changes nothing:
  // a new object would re-render every reader, at once and for the whole page.
  const set = (next: BootQueryState<T>) => {
    if (next.data === state.data && next.error === state.error && next.isLoading === state.isLoading) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const fetchOwn = (): Promise<unknown> => {
    const own = generation;
    const request = queryFn();
    pending = request;
    return request.then(
      (data) => {
        if (own !== generation || pending !== request) return;
        pending = undefined;
        updatedAt = Date.now();
        set({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (own !== generation || pending !== request) return;
        pending = undefined;
        updatedAt = Date.now();
        set({ data: state.data, error: error instanceof Error ? error : new Error(String(error)), isLoading: false });
      },
    );
  };

  // Once adopted, the cache entry is mirrored while anything reads it, as a query is active
  // while it has observers: the mirror starts with the first reader and stops after the last.
  const mirror = () => {
    if (adopted && !adopted.stop && listeners.size > 0) adopted.stop = adopted.query.subscribe(set);
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    mirror();
    // As the query library does for a new reader: fetch when nothing has been read, and again
    // after a failure (its retry on mount).
    if (!adopted && !pending && (state === PENDING || state.error)) void fetchOwn();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && adopted?.stop) {
        adopted.stop();
        adopted.stop = undefined;
      }
    };
  };

  return {
    queryKey,
    queryFn,
    current: () => ({ state, updatedAt, pending }),
    adopt(query) {
      adopted?.stop?.();
      generation++;
      pending = undefined;
      adopted = { query };
      mirror();
    },
    refetch: () => (adopted ? adopted.query.refetch() : fetchOwn()),
    seed: (data) => set({ data, error: null, isLoading: false }),
    // The same snapshot on the server: the public pages are rendered to HTML at build time
    // (scripts/prerender-public-pages.ts) from a boot query already answered.
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => state,
      ),
    reset() {
      adopted?.stop?.();
      adopted = undefined;
      generation++;
      pending = undefined;
      updatedAt = 0;
      state = PENDING;
    },
  };
}
