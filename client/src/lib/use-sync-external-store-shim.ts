/**
 * The router imports `use-sync-external-store/shim` for React versions before 18. React 19 has the
 * hook built in; the build points that import here so the first-load script does not carry the shim.
 */
export { useSyncExternalStore } from 'react';
