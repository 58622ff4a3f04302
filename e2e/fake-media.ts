/**
 * Media for browser tests: a microphone that "speaks" (Chromium's fake capture device playing a
 * WAV file), a microphone that is refused or absent, and real image and PDF files to attach.
 *
 * A microphone (launch options are per worker, so set them at the top of a spec file):
 *   test.use({ launchOptions: mediaLaunchOptions() });
 * getUserMedia then resolves at once (no prompt) with a track that plays the speech-like WAV in
 * a loop, and MediaRecorder records it; the fake provider transcribes whatever arrives.
 * Refused:  test.use({ launchOptions: refusedMicrophoneLaunchOptions }) → NotAllowedError, as when
 * the user says no; or, per test without a new browser, `await withoutMicrophone(page, 'refused')`.
 * No device: `await withoutMicrophone(page, 'missing')` → NotFoundError.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, LaunchOptions, Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../scripts/lib/chromium';
import { speechLikeWav } from '../server/test/media-samples';

export { makeTestImage, makeTestPdf, silentMp3, solidPng, speechLikeWav } from '../server/test/media-samples';

/**
 * Writes a 16-bit PCM mono WAV of `seconds` of syllable-like tones to `path` and returns the path.
 * Written aside and renamed, so a browser started by another worker never reads half a file.
 */
export function writeSpeechWav(path: string, seconds: number): string {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, speechLikeWav(seconds));
  renameSync(partial, path);
  return path;
}

/** Where the default speech file goes: the system's temporary folder, one file per length. */
export const speechWavPath = (seconds: number) => join(tmpdir(), `agentops-e2e-speech-${seconds}s.wav`);

/** The usual launch options plus a granted fake microphone that plays `wavPath` (default: 4 s of speech). */
export function mediaLaunchOptions(wavPath = writeSpeechWav(speechWavPath(4), 4)): LaunchOptions {
  return {
    ...chromiumLaunchOptions,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  };
}

/** A fake microphone exists but every permission prompt is answered no: getUserMedia → NotAllowedError. */
export const refusedMicrophoneLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
};

/**
 * Makes the page's microphone refused (NotAllowedError, permission state "denied") or missing
 * (NotFoundError, no audio input listed) for every page loaded afterwards.
 */
export async function withoutMicrophone(target: Page | BrowserContext, reason: 'refused' | 'missing'): Promise<void> {
  // Plain JavaScript: the e2e code is type-checked without the DOM's types.
  const script = `(() => {
    const why = ${JSON.stringify(reason)};
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const error = () => why === 'refused'
      ? new DOMException('Permission denied', 'NotAllowedError')
      : new DOMException('Requested device not found', 'NotFoundError');
    const enumerate = devices.enumerateDevices.bind(devices);
    devices.getUserMedia = () => Promise.reject(error());
    devices.enumerateDevices = async () =>
      why === 'missing' ? (await enumerate()).filter((d) => d.kind !== 'audioinput') : enumerate();
    const query = navigator.permissions && navigator.permissions.query.bind(navigator.permissions);
    if (!query) return;
    navigator.permissions.query = async (descriptor) => {
      const status = await query(descriptor);
      if (descriptor.name !== 'microphone') return status;
      return Object.defineProperty(status, 'state', { value: why === 'refused' ? 'denied' : 'prompt' });
    };
  })();`;
  await target.addInitScript({ content: script });
}
