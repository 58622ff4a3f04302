/**
 * `npm run stack < trace.txt`: a stack trace from the server's log with its dist/server/server.js
 * positions mapped to the TypeScript sources (scripts/lib/map-stack.ts). The trace must come from
 * the same build as the dist/ folder read here.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { SERVER_ENTRY } from './lib/built-server.js';
import { mapStack } from './lib/map-stack.js';

const map = new SourceMap(JSON.parse(readFileSync(`${SERVER_ENTRY}.map`, 'utf8')));
const trace = readFileSync(0, 'utf8');
// Logs (JSON lines) carry the trace with escaped line breaks.
process.stdout.write(mapStack(trace.replace(/\\n/g, '\n'), SERVER_ENTRY, map));
