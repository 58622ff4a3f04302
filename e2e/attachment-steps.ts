/**
 * What the attachment specs share: sign-in with a key for the provider fake, files made and
 * dropped or pasted in the page, and the JPEG size of what the provider received.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { registerViaApi } from './fixtures';

/**
 * A Basic user (export is part of Basic) whose browser talks to the provider at `baseUrl` with
 * `key` (none: no key at all) and these provider settings.
 */
export async function signInWithKey(
  context: BrowserContext,
  baseUrl: string,
  key: string | null,
  settings: Record<string, string> = {},
) {
  await registerViaApi(context, { plan: 'basic' });
  if (!key) return;
  await context.addInitScript(
    ([k, json]) => {
      if (localStorage.getItem('openai-api-key')) return;
      localStorage.setItem('openai-api-key', k);
      localStorage.setItem('ai-provider-settings', json);
    },
    [key, JSON.stringify({ baseUrl, ...settings })] as const,
  );
}

/*
 * Code run in the page is written as strings: this project's TypeScript has no DOM types. Playwright
 * sends a function's source text and calls it in the page, so a function whose text is the string
 * is called there with the element and the argument like any other.
 */
export function inPage<A extends unknown[], R>(source: string): (...args: A) => R {
  return Object.assign(() => undefined as R, { toString: () => source });
}

/** Paints a gradient with the browser's encoder and returns the file's bytes in base64. */
const PAINT = inPage<
  [{ width: number; height: number; type: string }],
  Promise<string>
>(`async ({ width, height, type }) => {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#c33');
  gradient.addColorStop(1, '#36c');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality: 0.9 })).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}`);

export interface FileSpec {
  name: string;
  type: string;
  /** The content as text, or as bytes. */
  text?: string;
  bytes?: number[];
}

/** Dispatches a drag event (`dragenter`, `drop`) or `paste` carrying these files on the element. */
const DISPATCH = inPage<[unknown, { event: string; files: FileSpec[] }], void>(`(element, { event, files }) => {
  const data = new DataTransfer();
  for (const f of files) data.items.add(new File([f.bytes ? new Uint8Array(f.bytes) : f.text], f.name, { type: f.type }));
  const init = { bubbles: true, cancelable: true };
  element.dispatchEvent(
    event === 'paste'
      ? new ClipboardEvent('paste', { ...init, clipboardData: data })
      : new DragEvent(event, { ...init, dataTransfer: data }),
  );
}`);

export async function dispatchFiles(target: Locator, event: 'dragenter' | 'drop' | 'paste', files: FileSpec[]) {
  await target.evaluate(DISPATCH, { event, files });
}

/** A gradient picture made by the browser, as a file Playwright can hand to the picker. */
export async function picture(page: Page, name: string, width: number, height: number, type = 'image/jpeg') {
  const base64 = await page.evaluate(PAINT, { width, height, type });
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

/** A JPEG's pixel size, from its start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('No frame marker');
}
