/**
 * Runs the fake OpenAI-compatible provider for local trials:
 *   npx tsx scripts/fake-provider.ts --port 8787 [--scenario slow] [--reply "Hello"] [--delay 200]
 *     [--transcript "What every transcription says"] [--no-images] [--no-audio]
 * Then point AI_BASE_URL (and the browser's provider URL) at the printed base URL. A key shaped
 * sk-fake-<scenario>-… (e.g. sk-fake-rate_limited-0123456789abcdef) selects that scenario per request.
 */
import { parseArgs } from 'node:util';
import { fakeKey, startFakeProvider, type FakeScenario } from '../server/test/fake-provider.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    scenario: { type: 'string', default: 'ok' },
    reply: { type: 'string' },
    json: { type: 'string' },
    delay: { type: 'string' },
    transcript: { type: 'string' },
    'no-images': { type: 'boolean' },
    'no-audio': { type: 'boolean' },
  },
});

const provider = await startFakeProvider({
  port: Number(values.port),
  scenario: values.scenario as FakeScenario,
  reply: values.reply,
  json: values.json,
  chunkDelayMs: values.delay ? Number(values.delay) : undefined,
  transcript: values.transcript,
  endpoints: { images: !values['no-images'], audio: !values['no-audio'] },
});

console.log(`Fake AI provider listening: ${provider.baseUrl}`);
console.log(`Scenario "${values.scenario}". Try the key ${fakeKey()} or sk-fake-<scenario>-0123456789abcdef.`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
