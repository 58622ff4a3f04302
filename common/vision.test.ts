import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  acceptAttribute,
  attachmentKindOf,
  fileExtension,
  fitWithin,
  modelFamily,
  modelSeesImages,
  thumbnailSize,
} from './vision';

describe('which models see images', () => {
  it.each([
    'gpt-4o',
    'gpt-4o-mini',
    'gpt-4o-2024-08-06',
    'gpt-4o-mini-2024-07-18',
    'chatgpt-4o-latest',
    'gpt-4.1',
    'gpt-4.1-mini',
    'gpt-4.1-nano-2025-04-14',
    'o4-mini',
    'o4-mini-2025-04-16',
    'o3',
    'o1',
    'gpt-5',
    'gpt-5-mini',
    'gpt-5-nano',
    'gpt-5.1',
    'gpt-5-chat-latest',
    'gpt-4-turbo',
    'gpt-4-turbo-2024-04-09',
    'GPT-4O',
    'openai/gpt-4o',
  ])('%s reads images', (model) => {
    expect(modelSeesImages(model)).toBe(true);
  });

  it.each([
    'gpt-3.5-turbo',
    'gpt-3.5-turbo-0125',
    'gpt-4',
    'gpt-4-0613',
    'gpt-4-0125-preview',
    'o3-mini',
    'o1-mini',
    'gpt-4o-audio-preview',
    'gpt-4o-realtime-preview-2024-12-17',
    'gpt-4o-mini-tts',
    'llama3.1:8b',
    'mistral-large',
    '',
  ])('%s does not', (model) => {
    expect(modelSeesImages(model)).toBe(false);
  });

  it('the provider setting overrides the table either way', () => {
    expect(modelSeesImages('llava:13b', 'yes')).toBe(true);
    expect(modelSeesImages('gpt-4o', 'no')).toBe(false);
    expect(modelSeesImages('gpt-4o', 'auto')).toBe(true);
    expect(modelSeesImages('llava:13b', 'auto')).toBe(false);
  });

  it('cuts a router prefix and a snapshot date to find the family', () => {
    expect(modelFamily(' OpenAI/GPT-4o-2024-05-13 ')).toBe('gpt-4o');
    expect(modelFamily('gpt-4.1-mini')).toBe('gpt-4.1-mini');
  });
});

describe('fitWithin: the size sent to the provider', () => {
  it('a 12-megapixel photo fits 2048 then its short side comes down to 768', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 768, height: 1024 });
  });
  it('a very wide image is bounded by its long side first', () => {
    expect(fitWithin(8000, 1000)).toEqual({ width: 2048, height: 256 });
  });
  it('a square image ends at 768×768', () => {
    expect(fitWithin(2048, 2048)).toEqual({ width: 768, height: 768 });
  });
  it('a small image is never enlarged', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1, 1)).toEqual({ width: 1, height: 1 });
  });
  it('a degenerate size gives nothing', () => {
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 100)).toEqual({ width: 0, height: 0 });
  });
  it('thumbnails keep the aspect ratio within 256 px', () => {
    expect(thumbnailSize(4000, 3000)).toEqual({ width: 256, height: 192 });
    expect(thumbnailSize(100, 50)).toEqual({ width: 100, height: 50 });
  });
});

describe('file kinds', () => {
  it.each([
    ['image/png', 'a.png', 'image'],
    ['image/jpeg', 'photo.JPG', 'image'],
    ['image/webp', 'x.webp', 'image'],
    ['image/gif', 'x.gif', 'image'],
    ['', 'scan.jpeg', 'image'],
    ['application/pdf', 'report.pdf', 'pdf'],
    ['application/octet-stream', 'report.PDF', 'pdf'],
    ['text/plain', 'notes.txt', 'text'],
    ['text/csv', 'data.csv', 'text'],
    ['application/json', 'data.json', 'text'],
    ['', 'README.md', 'text'],
    ['video/mp2t', 'main.ts', 'text'],
    ['', 'main.ts', 'text'],
    ['application/octet-stream', 'app.py', 'text'],
    ['text/x-c', 'main.c', 'text'],
  ] as const)('%s %s is %s', (mime, name, kind) => {
    expect(attachmentKindOf(mime, name)).toBe(kind);
  });

  it.each([
    ['image/heic', 'IMG_0001.heic'],
    ['image/svg+xml', 'logo.svg'],
    ['image/svg+xml', 'logo.png'],
    ['application/zip', 'archive.zip'],
    ['', 'program.exe'],
    ['', 'no-extension'],
    ['audio/mpeg', 'song.mp3'],
    ['video/mp2t', 'clip.m2ts'],
  ])('%s %s is refused', (mime, name) => {
    expect(attachmentKindOf(mime, name)).toBeNull();
  });

  it('reads extensions case-insensitively and ignores leading dots', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
  });

  it('a picker for documents offers no images', () => {
    const tokens = acceptAttribute(['pdf', 'text']).split(',');
    expect(tokens).toContain('.pdf');
    expect(tokens).toContain('.md');
    expect(tokens.some((t) => t.startsWith('image/') || t === '.png')).toBe(false);
  });

  it('the picker offers the same kinds', () => {
    for (const token of ['image/png', 'application/pdf', 'text/*', '.md', '.csv', '.json', '.ts', '.py']) {
      expect(ACCEPT_ATTRIBUTE.split(',')).toContain(token);
    }
  });
});
