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

/** Saves a Blob under a name, through a link the browser follows once and forgets. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns: it is kept a while, then let go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
