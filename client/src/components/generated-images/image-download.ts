const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * A file name from the prompt: its first words in lower case, joined by dashes, letters of any
 * script kept (a Japanese prompt names its file in Japanese), `image` when nothing is left.
 */
export function imageFileName(prompt: string, mimeType: string): string {
  const slug = prompt
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'image'}.${EXTENSIONS[mimeType] ?? 'png'}`;
}
