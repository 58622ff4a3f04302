import type { SourceMap } from 'node:module';

/**
 * Rewrites the positions a stack trace names in one bundled file to the TypeScript they came from,
 * with the bundle's source map. The server runs without `--enable-source-maps` (the parsed map
 * would sit in every idle process), so its logs name positions in dist/server/server.js; this
 * reads such a trace back. Frames of other files are left as they are.
 */
export function mapStack(stack: string, bundlePath: string, map: SourceMap): string {
  const escaped = bundlePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`(?:file://)?${escaped}:(\\d+):(\\d+)`, 'g');
  return stack.replace(frame, (whole, line: string, column: string) => {
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in entry)) return whole;
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
