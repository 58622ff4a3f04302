import OpenAI, { BadRequestError, NotFoundError, RateLimitError, toFile } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeKey, startFakeProvider, type FakeProvider } from './fake-provider.js';
import { MP3_FRAME_SECONDS, makeTestImage, pngSize, speechLikeWav } from './media-samples.js';

/** Images, audio and vision on the fake, judged by the official SDK as fake-provider.test.ts does. */
let provider: FakeProvider;
const client = (apiKey = fakeKey()) => new OpenAI({ apiKey, baseURL: provider.baseUrl, maxRetries: 0 });

beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.setScenario('ok');
  provider.requests.length = 0;
});

const png = (base64: string | undefined) => Buffer.from(base64 ?? '', 'base64');

describe('image generation', () => {
  it('answers gpt-image-1 with base64 PNGs of the requested size and token usage', async () => {
    const result = await client().images.generate({
      model: 'gpt-image-1',
      prompt: 'a lighthouse',
      size: '1536x1024',
      n: 2,
    });
    expect(result.data).toHaveLength(2);
    expect(pngSize(png(result.data?.[0]?.b64_json))).toEqual({ width: 1536, height: 1024 });
    expect(result.data?.[0]?.b64_json).not.toBe(result.data?.[1]?.b64_json);
    expect(result.usage?.output_tokens).toBeGreaterThan(0);
    expect(result.usage?.total_tokens).toBe((result.usage?.input_tokens ?? 0) + (result.usage?.output_tokens ?? 0));
  });

  it('answers dall-e-3 with a revised prompt, as a URL the browser can fetch with CORS', async () => {
    const result = await client().images.generate({ model: 'dall-e-3', prompt: 'a red boat', response_format: 'url' });
    const image = result.data?.[0];
    expect(image?.revised_prompt).toContain('a red boat');
    const response = await fetch(image?.url ?? '');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1024, height: 1024 });
  });

  it('answers dall-e-2 in base64 when asked', async () => {
    const result = await client().images.generate({
      model: 'dall-e-2',
      prompt: 'x',
      size: '256x256',
      response_format: 'b64_json',
    });
    expect(pngSize(png(result.data?.[0]?.b64_json))).toEqual({ width: 256, height: 256 });
    expect(result.data?.[0]?.url).toBeUndefined();
  });

  it('refuses response_format for gpt-image-1, which only answers base64', async () => {
    const request = client().images.generate({ model: 'gpt-image-1', prompt: 'x', response_format: 'b64_json' });
    await expect(request).rejects.toMatchObject({ status: 400, param: 'response_format', code: 'unknown_parameter' });
  });

  it('refuses a size or count the model does not offer', async () => {
    const size = client().images.generate({ model: 'dall-e-3', prompt: 'x', size: '256x256' });
    await expect(size).rejects.toMatchObject({ status: 400, param: 'size', type: 'invalid_request_error' });
    const count = client().images.generate({ model: 'dall-e-3', prompt: 'x', n: 2 });
    await expect(count).rejects.toThrow('You must provide n=1 for this model.');
  });

  it('rejects a forbidden prompt as the safety system does', async () => {
    const error: unknown = await client()
      .images.generate({ model: 'gpt-image-1', prompt: 'something forbidden' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ code: 'content_policy_violation', type: 'image_generation_user_error' });
    await expect(
      client(fakeKey('content_policy')).images.generate({ model: 'dall-e-3', prompt: 'calm sea' }),
    ).rejects.toThrow(/safety system/);
  });

  it('answers 404 where the server has no image endpoint, and key scenarios apply', async () => {
    await expect(client(fakeKey('no_images')).images.generate({ prompt: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(client(fakeKey('rate_limited')).images.generate({ prompt: 'x' })).rejects.toBeInstanceOf(
      RateLimitError,
    );
    const bare = await startFakeProvider({ endpoints: { images: false } });
    const bareClient = new OpenAI({ apiKey: fakeKey(), baseURL: bare.baseUrl, maxRetries: 0 });
    await expect(bareClient.images.generate({ prompt: 'x' })).rejects.toThrow(
      /Invalid URL \(POST \/v1\/images\/generations\)/,
    );
    await bare.close();
  });
});

describe('transcription', () => {
  it('transcribes each uploaded part by name and records the form fields, not the bytes', async () => {
    const wav = speechLikeWav(1.5, 16_000);
    const text = await client().audio.transcriptions.create({
      file: await toFile(wav, 'part-1.wav', { type: 'audio/wav' }),
      model: 'gpt-4o-mini-transcribe',
      language: 'en',
    });
    expect(text.text).toBe(`Transcript of part-1.wav (${wav.length} bytes).`);
    expect(provider.requests.at(-1)?.body).toMatchObject({
      model: 'gpt-4o-mini-transcribe',
      language: 'en',
      file: { name: 'part-1.wav', type: 'audio/wav', size: wav.length },
    });
  });

  it('answers plain text and whisper-1 verbose json with the duration', async () => {
    provider.setScenario('ok', { transcript: 'Hello there.' });
    const file = await toFile(speechLikeWav(2, 16_000), 'a.wav');
    const plain = await client().audio.transcriptions.create({ file, model: 'whisper-1', response_format: 'text' });
    expect(String(plain).trim()).toBe('Hello there.');
    const verbose = await client().audio.transcriptions.create({
      file,
      model: 'whisper-1',
      response_format: 'verbose_json',
    });
    expect(verbose).toMatchObject({ text: 'Hello there.', language: 'english', duration: 2 });
  });

  it('streams the transcript as events for the gpt-4o models when asked', async () => {
    const file = await toFile(speechLikeWav(1, 16_000), 'live.wav');
    const stream = await client().audio.transcriptions.create({ file, model: 'gpt-4o-transcribe', stream: true });
    const deltas: string[] = [];
    let done = '';
    for await (const event of stream) {
      if (event.type === 'transcript.text.delta') deltas.push(event.delta);
      if (event.type === 'transcript.text.done') done = event.text;
    }
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(done);
    expect(done).toMatch(/^Transcript of live\.wav/);
  });

  it('refuses a file with no audio extension and one over 25 MB', async () => {
    const nameless = client().audio.transcriptions.create({
      file: await toFile(Buffer.alloc(10), 'blob'),
      model: 'whisper-1',
    });
    await expect(nameless).rejects.toThrow(/Invalid file format/);
    const huge = await toFile(Buffer.alloc(26_214_400 + 1), 'long.webm');
    await expect(client().audio.transcriptions.create({ file: huge, model: 'whisper-1' })).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('Maximum content size limit (26214400) exceeded') as unknown,
    });
  });
});

describe('speech', () => {
  it('answers a WAV, longer for a longer text, in several chunks', async () => {
    const short = Buffer.from(
      await (
        await client().audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'Hi.', response_format: 'wav' })
      ).arrayBuffer(),
    );
    const response = await client().audio.speech.create({
      model: 'gpt-4o-mini-tts',
      voice: 'coral',
      input: 'A longer sentence to read aloud. '.repeat(4),
      response_format: 'wav',
    });
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const long = Buffer.concat(chunks);
    expect(chunks.length).toBeGreaterThan(1);
    for (const wav of [short, long]) {
      expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
      expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44); // the data chunk fills the file
    }
    expect(long.length).toBeGreaterThan(short.length * 4);
  });

  it('answers MP3 frames by default', async () => {
    const response = await client().audio.speech.create({
      model: 'tts-1',
      voice: 'nova',
      input: 'Twenty-eight characters here',
    });
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = Buffer.from(await response.arrayBuffer());
    expect([...mp3.subarray(0, 4)]).toEqual([0xff, 0xfb, 0x90, 0xc4]); // MPEG-1 layer III frame sync
    expect((mp3.length / 417) * MP3_FRAME_SECONDS).toBeCloseTo(2, 1); // 28 characters read in about 2 s
  });

  it('sends gpt-4o-mini-tts audio as base64 events when asked, and refuses that for tts-1', async () => {
    const response = await client().audio.speech.create({
      model: 'gpt-4o-mini-tts',
      voice: 'marin',
      input: 'Hello there.',
      response_format: 'wav',
      stream_format: 'sse',
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => JSON.parse(block.replace(/^data: /, '')) as { type: string; audio?: string; usage?: object });
    const wav = Buffer.concat(events.filter((e) => e.audio).map((e) => Buffer.from(e.audio ?? '', 'base64')));
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(events.at(-1)).toMatchObject({
      type: 'speech.audio.done',
      usage: { total_tokens: expect.any(Number) as unknown },
    });
    const tts1 = client().audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'x', stream_format: 'sse' });
    await expect(tts1).rejects.toMatchObject({ status: 400, param: 'stream_format' });
  });

  it('refuses an input over 4096 characters and an unknown voice', async () => {
    const long = client().audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'x'.repeat(4097) });
    await expect(long).rejects.toMatchObject({ status: 400, param: 'input' });
    const voice = client().audio.speech.create({ model: 'tts-1', voice: 'robot' as 'alloy', input: 'x' });
    await expect(voice).rejects.toMatchObject({ status: 400, param: 'voice' });
  });
});

describe('vision chat', () => {
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

  it('sees the images of the last message and counts them as prompt tokens', async () => {
    const completion = await client().chat.completions.create({
      model: 'gpt-4o',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: dataUrl(makeTestImage(64, 48)) } },
          ],
        },
      ],
    });
    expect(completion.choices[0]?.message.content).toBe('Echo: What is this? [images: 1]');
    expect(completion.usage?.prompt_tokens).toBeGreaterThan(85);
  });

  it('refuses an image that is not one, a placeholder url, and images for a text-only model', async () => {
    const ask = (url: string, model = 'gpt-4o') =>
      client().chat.completions.create({
        model,
        messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url } }] }],
      });
    await expect(ask(dataUrl(Buffer.from('not an image')))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_image_format',
    });
    await expect(ask('attachment:123')).rejects.toMatchObject({ status: 400, code: 'invalid_value' });
    await expect(ask(dataUrl(makeTestImage(8, 8)), 'gpt-3.5-turbo')).rejects.toThrow(/image_url is only supported/);
  });
});
