/**
 * Saves a Blob under a name, through a link the browser follows once and forgets: the one way the
 * app hands the user a file (a generated image, a conversation export).
 */
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
