import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReadAttachmentResult } from '@/lib/attachments/read-attachment';
import type { MessageAttachment } from '@/lib/attachments/types';
import { AttachButton } from './attach-button';
import { AttachmentChips } from './attachment-chips';
import { DropOverlay } from './drop-overlay';
import { MessageAttachments } from './message-attachments';
import { useFileDrop } from './use-file-drop';
import { usePendingAttachments } from './use-pending-attachments';

/** Reads without a canvas or pdf.js: images get a thumbnail, `bad.*` fails, `slow.*` waits for `release`. */
let release: () => void = () => {};
async function fakeRead(file: File): Promise<ReadAttachmentResult> {
  if (file.name.startsWith('bad')) return { error: `“${file.name}” is broken.` };
  if (file.name.startsWith('slow')) await new Promise<void>((resolve) => (release = resolve));
  const image = file.type.startsWith('image/');
  const attachment: MessageAttachment = {
    id: file.name,
    name: file.name,
    mimeType: file.type,
    size: file.size,
    kind: image ? 'image' : 'text',
    ...(image ? { thumbnail: 'data:image/webp;base64,AAAA', width: 10, height: 10 } : { text: 'hi' }),
  };
  return { attachment, blob: image ? new Blob(['x']) : undefined };
}

function Harness({ refuse }: { refuse?: (a: MessageAttachment) => string | null }) {
  const pending = usePendingAttachments({ read: fakeRead, refuse });
  const drop = useFileDrop(pending.add);
  return (
    <section aria-label="Chat" className="relative" {...drop.dropProps}>
      <DropOverlay visible={drop.dragging} />
      <AttachmentChips pending={pending} />
      <textarea aria-label="Message" onPaste={drop.onPaste} />
      <AttachButton onFiles={pending.add} />
      <button type="button" onClick={() => pending.check()}>
        Send
      </button>
      <output data-testid="ready" data-names={pending.attachments.map((a) => a.name).join(',')} />
    </section>
  );
}

const file = (name: string, type = 'text/plain') => new File(['content'], name, { type });
const dataTransfer = (files: File[], types = ['Files']) => ({ files, types, dropEffect: 'none' });

describe('attachments UI', () => {
  it('the paperclip attaches files: a thumbnail for an image, a chip for a file, each removable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByTestId('attach-input'), [file('photo.png', 'image/png'), file('notes.md')]);
    expect(await screen.findByRole('img', { name: 'photo.png' })).toBeTruthy();
    expect(screen.getByText('notes.md')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Files to send' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByRole('img', { name: 'photo.png' })).toBeNull();
    expect(screen.getByTestId('ready').dataset.names).toBe('notes.md');
  });

  it('the button has an accessible name and the picker accepts only known kinds', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    const accept = screen.getByTestId('attach-input').getAttribute('accept') ?? '';
    expect(accept).toContain('application/pdf');
    expect(accept).toContain('.csv');
  });

  it('a refused file leaves a message in an alert and no chip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByTestId('attach-input'), file('bad.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain('“bad.txt” is broken.');
    expect(screen.queryByText('bad.txt')).toBeNull();
  });

  it('an image for a model that cannot see it is refused with the reason', async () => {
    const user = userEvent.setup();
    render(<Harness refuse={(a) => (a.kind === 'image' ? `No images: ${a.name}` : null)} />);
    await user.upload(screen.getByTestId('attach-input'), [file('photo.png', 'image/png'), file('a.txt')]);
    expect((await screen.findByRole('alert')).textContent).toContain('No images: photo.png');
    expect(await screen.findByText('a.txt')).toBeTruthy();
  });

  it('shows a spinner while reading and refuses to send until done', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByTestId('attach-input'), file('slow.txt'));
    expect(await screen.findByText('Reading slow.txt…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toContain('Wait until every file has been read before sending.');
    release();
    expect(await screen.findByText('slow.txt')).toBeTruthy();
  });

  it('accepts at most ten files per message', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const files = Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`));
    await user.upload(screen.getByTestId('attach-input'), files);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'At most 10 files can be attached to one message.',
    );
    await waitFor(() => expect(screen.getByTestId('ready').dataset.names?.split(',')).toHaveLength(10));
  });

  it('shows the drop overlay while files are dragged over and attaches what is dropped', async () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Chat' });
    fireEvent.dragEnter(region, { dataTransfer: dataTransfer([]) });
    expect(screen.getByText('Drop files to attach')).toBeTruthy();
    fireEvent.drop(region, { dataTransfer: dataTransfer([file('dropped.csv', 'text/csv')]) });
    expect(screen.queryByText('Drop files to attach')).toBeNull();
    expect(await screen.findByText('dropped.csv')).toBeTruthy();
  });

  it('ignores a drag of text, not files', () => {
    render(<Harness />);
    fireEvent.dragEnter(screen.getByRole('region', { name: 'Chat' }), {
      dataTransfer: dataTransfer([], ['text/plain']),
    });
    expect(screen.queryByText('Drop files to attach')).toBeNull();
  });

  it('a pasted screenshot is attached; a paste that has text stays text', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.paste(box, {
      clipboardData: { files: [file('wordart.png', 'image/png')], types: ['Files', 'text/plain'] },
    });
    fireEvent.paste(box, { clipboardData: { files: [file('shot.png', 'image/png')], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'shot.png' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'wordart.png' })).toBeNull();
  });
});

describe('a drop region that is off', () => {
  const added: File[] = [];
  function Off() {
    const drop = useFileDrop((files) => added.push(...files), { disabled: true });
    return (
      <section aria-label="Off" {...drop.dropProps}>
        <DropOverlay visible={drop.dragging} />
      </section>
    );
  }

  it('keeps the browser from opening a dropped file, and attaches nothing', () => {
    render(<Off />);
    const region = screen.getByRole('region', { name: 'Off' });
    fireEvent.dragEnter(region, { dataTransfer: dataTransfer([]) });
    expect(screen.queryByText('Drop files to attach')).toBeNull();
    const dropped = fireEvent.drop(region, { dataTransfer: dataTransfer([file('a.txt')]) });
    // fireEvent returns false when the handler called preventDefault.
    expect(dropped).toBe(false);
    expect(added).toEqual([]);
  });
});

describe("a sent message's files", () => {
  const photo: MessageAttachment = {
    id: 'pic-1',
    name: 'photo.png',
    mimeType: 'image/png',
    size: 10,
    kind: 'image',
    thumbnail: 'data:image/webp;base64,AAAA',
  };

  it('opened full size without the bytes (a conversation from cloud history): the thumbnail and why', async () => {
    const user = userEvent.setup();
    render(<MessageAttachments attachments={[photo]} loadFile={() => Promise.resolve(undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Open photo.png full size' }));
    const dialog = screen.getByRole('dialog', { name: 'photo.png' });
    expect((await within(dialog).findByRole('status')).textContent).toContain('cloud history carries thumbnails alone');
    expect(within(dialog).getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe(photo.thumbnail);
  });
});
