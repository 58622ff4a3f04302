import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedImage } from '@/lib/image-generation/types';
import { activateLanguage } from '@/lib/i18n/i18n';
import { GeneratedImageGallery } from './generated-image-gallery';
import { imageFileName } from './image-download';
import { ImageGenerationAction } from './image-generation-action';
import { SendMakesImageToggle } from './send-makes-image-toggle';
import { forgetImageSettingsCache } from './use-image-settings';

const image: GeneratedImage = {
  id: 'img-1',
  prompt: 'A lighthouse at dusk',
  revisedPrompt: 'A tall striped lighthouse at dusk, warm light',
  model: 'gpt-image-1',
  size: '1536x1024',
  quality: 'medium',
  mimeType: 'image/png',
  thumbnail: 'data:image/webp;base64,AAAA',
  width: 1536,
  height: 1024,
  costUsd: 0.063,
};

beforeEach(() => {
  forgetImageSettingsCache();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++n}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => activateLanguage('en'));
});

describe('GeneratedImageGallery', () => {
  it('shows each image with its prompt as alternative text and caption, its settings and cost', () => {
    render(<GeneratedImageGallery images={[image]} loadFile={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Generated images' });
    expect(within(list).getByRole('img', { name: 'A lighthouse at dusk' }).getAttribute('src')).toBe(image.thumbnail);
    expect(within(list).getByText('A lighthouse at dusk')).toBeTruthy();
    expect(
      within(list).getByText('As the provider rewrote it: A tall striped lighthouse at dusk, warm light'),
    ).toBeTruthy();
    expect(within(list).getByText('gpt-image-1 · 1536×1024 · Medium · $0.063')).toBeTruthy();
  });

  it('opens the full image from storage as an object URL, with a download link, and lets it go on close', async () => {
    const user = userEvent.setup();
    const blob = new Blob(['png'], { type: 'image/png' });
    const loadFile = vi.fn(() => Promise.resolve(blob));
    render(<GeneratedImageGallery images={[image]} loadFile={loadFile} />);
    await user.click(screen.getByRole('button', { name: 'Open full size' }));
    const dialog = screen.getByRole('dialog', { name: 'Generated image' });
    const full = await within(dialog).findByRole('img', { name: 'A lighthouse at dusk' });
    expect(loadFile).toHaveBeenCalledWith('img-1');
    expect(full.getAttribute('src')).toBe('blob:test/1');
    const link = within(dialog).getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('blob:test/1');
    expect(link.getAttribute('download')).toBe('a-lighthouse-at-dusk.png');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('says so when this browser does not have the full image', async () => {
    const user = userEvent.setup();
    render(<GeneratedImageGallery images={[image]} loadFile={() => Promise.resolve(undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The full image is not stored in this browser/);
  });

  it('opened full size without the bytes (a conversation from cloud history): the thumbnail and why', async () => {
    const user = userEvent.setup();
    render(<GeneratedImageGallery images={[image]} loadFile={() => Promise.resolve(undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Open full size' }));
    const dialog = screen.getByRole('dialog', { name: 'Generated image' });
    expect(within(dialog).getByRole('img', { name: 'A lighthouse at dusk' }).getAttribute('src')).toBe(image.thumbnail);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('cloud history carries thumbnails alone');
    expect(within(dialog).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('downloads the stored image under a name made from the prompt', async () => {
    const user = userEvent.setup();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    render(<GeneratedImageGallery images={[image]} loadFile={() => Promise.resolve(new Blob(['x']))} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/1', download: 'a-lighthouse-at-dusk.png' }]));
  });
});

describe('imageFileName', () => {
  it('makes a short file name of any script, with the right extension', () => {
    expect(imageFileName('A red fox, in the snow!', 'image/jpeg')).toBe('a-red-fox-in-the-snow.jpg');
    expect(imageFileName('雪の中の赤い狐', 'image/png')).toBe('雪の中の赤い狐.png');
    expect(imageFileName('!!!', 'image/webp')).toBe('image.webp');
    expect(imageFileName('word '.repeat(40), 'image/png').length).toBeLessThanOrEqual(64);
  });
});

describe('ImageGenerationAction', () => {
  it('starts from the composer text and shows the estimated cost of the chosen settings', async () => {
    const user = userEvent.setup();
    render(<ImageGenerationAction draft="  A fox  " onGenerate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate an image' });
    expect(within(dialog).getByRole('textbox', { name: 'Prompt' })).toHaveProperty('value', 'A fox');
    expect(within(dialog).getByText('Estimated cost: $0.042')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Model' }), 'dall-e-3');
    // dall-e-3 makes one image at a time in its own sizes and qualities.
    expect(within(dialog).getByRole('combobox', { name: 'Size' })).toHaveProperty('value', '1024x1024');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Quality' }), 'hd');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), '1792x1024');
    expect(within(dialog).getByText('Estimated cost: $0.120')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Images' })).toHaveProperty('disabled', true);
  });

  it('generates with the prompt and settings, then closes', async () => {
    const user = userEvent.setup();
    const onGenerate = vi.fn(() => Promise.resolve(null));
    render(<ImageGenerationAction draft="" onGenerate={onGenerate} />);
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), 'A kite');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Images' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(onGenerate).toHaveBeenCalledWith(
      { model: 'gpt-image-1', size: '1024x1024', quality: 'medium', n: 2, prompt: 'A kite' },
      expect.any(AbortSignal),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('announces the work, shows what went wrong and keeps the dialog open', async () => {
    const user = userEvent.setup();
    let finish: (error: string | null) => void = () => undefined;
    const onGenerate = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    render(<ImageGenerationAction draft="A fox" onGenerate={onGenerate} />);
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('status').textContent).toBe('Generating image…');
    act(() => finish('This provider does not offer image generation.'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This provider does not offer image generation.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('cancels the request in flight when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const onGenerate = vi.fn((_input: unknown, s: AbortSignal) => {
      signal = s;
      return new Promise<string | null>(() => undefined);
    });
    render(<ImageGenerationAction draft="A fox" onGenerate={onGenerate} />);
    await user.click(screen.getByRole('button', { name: 'Generate image' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the interface language', async () => {
    await act(() => activateLanguage('fr'));
    render(<ImageGenerationAction draft="" onGenerate={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Générer une image' })).toBeTruthy();
  });
});

describe('SendMakesImageToggle', () => {
  it('is on by default, says what Send does, and remembers being turned off', async () => {
    const user = userEvent.setup();
    render(<SendMakesImageToggle />);
    const toggle = screen.getByRole('switch', { name: 'Send makes an image' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Estimated cost: \$0\.042/)).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Send asks the agent for prompt advice.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('image-generation-settings') ?? '{}')).toMatchObject({
      sendMakesImage: false,
    });
  });
});
