import { blobToDataUrl } from '@/lib/attachments/canvas';
import { fromBase64, toBase64 } from '../key-crypto';
import { attempt } from './chat-db-connection';
import type { FileRow } from './conversation-db';
import type { ExportedFile } from './conversation-types';

/**
 * The bytes of the conversation's pictures (attachments, generated images), in the chat
 * database's `files` store. Messages name them by id; a file is read when it is sent or opened
 * full size. A file being written is kept in memory until IndexedDB has it, so a message sent the
 * moment its picture was attached still finds the bytes.
 */

export interface ConversationFile {
  id: string;
  blob: Blob;
}

const writing = new Map<string, Blob>();

export async function rememberFiles(conversationId: string, files: readonly ConversationFile[]): Promise<void> {
  if (!files.length) return;
  for (const file of files) writing.set(file.id, file.blob);
  const stored = await attempt(async (d) => {
    const tx = d.transaction('files', 'readwrite');
    await Promise.all([...files.map(({ id, blob }) => tx.store.put({ id, conversationId, blob })), tx.done]);
    return true;
  }, false);
  // Without IndexedDB the page keeps them, as the chat keeps its messages, until it closes.
  if (stored) for (const file of files) writing.delete(file.id);
}

export async function loadFile(id: string): Promise<Blob | undefined> {
  const inFlight = writing.get(id);
  if (inFlight) return inFlight;
  return attempt(async (d) => (await d.get('files', id))?.blob, undefined);
}

/** Files attached and then removed before the message was sent. */
export async function forgetFiles(ids: readonly string[]): Promise<void> {
  for (const id of ids) writing.delete(id);
  await attempt(async (d) => {
    const tx = d.transaction('files', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  }, undefined);
}

/** A file's bytes as a `data:` URL: what a vision model is sent. */
export async function fileDataUrl(id: string): Promise<string | undefined> {
  const blob = await loadFile(id);
  return blob ? blobToDataUrl(blob) : undefined;
}

export async function exportFiles(conversationId: string): Promise<ExportedFile[]> {
  const rows = await attempt((d) => d.getAllFromIndex('files', 'by-conversation', conversationId), [] as FileRow[]);
  return Promise.all(
    rows.map(async ({ id, blob }) => ({
      id,
      mimeType: blob.type,
      base64: toBase64(new Uint8Array(await blob.arrayBuffer())),
    })),
  );
}

export function importFiles(conversationId: string, files: readonly ExportedFile[]): Promise<void> {
  return rememberFiles(
    conversationId,
    files.map(({ id, mimeType, base64 }) => ({ id, blob: new Blob([fromBase64(base64)], { type: mimeType }) })),
  );
}

/** The bytes every file takes, for the storage meter. */
export function filesBytes(): Promise<number> {
  return attempt(async (d) => {
    let bytes = 0;
    let cursor = await d.transaction('files').store.openCursor();
    while (cursor) {
      bytes += cursor.value.blob.size;
      cursor = await cursor.continue();
    }
    return bytes;
  }, 0);
}
