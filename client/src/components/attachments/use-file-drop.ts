import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';

/** Whether a drag carries files (not a text selection or a link being dragged about the page). */
const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped on a region or pasted into a box. Spread `dropProps` on the region and show
 * `<DropOverlay visible={dragging} />` inside it; put `onPaste` on the text box.
 */
export function useFileDrop(onFiles: (files: File[]) => void, { disabled = false } = {}) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child the pointer crosses: count them.
  const depth = useRef(0);

  const dropProps = {
    onDragEnter: (e: DragEvent) => {
      if (disabled || !carriesFiles(e)) return;
      e.preventDefault();
      depth.current++;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      // Without this the browser opens the file in the tab (leaving the app) instead of dropping it
      // here; while attaching is off the drop is refused ('none') rather than let through.
      e.preventDefault();
      e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: (e: DragEvent) => {
      if (disabled || !carriesFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      depth.current = 0;
      setDragging(false);
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (!disabled) onFiles(Array.from(e.dataTransfer.files));
    },
  };

  /**
   * A pasted screenshot or copied file is attached. When the clipboard also holds text (a copy from
   * a word processor brings a picture of the selection with it) the text is what was meant.
   */
  const onPaste = (e: ClipboardEvent) => {
    if (disabled) return;
    const files = Array.from(e.clipboardData?.files ?? []);
    if (!files.length || e.clipboardData.types.includes('text/plain')) return;
    e.preventDefault();
    onFiles(files);
  };

  return { dragging, dropProps, onPaste };
}
