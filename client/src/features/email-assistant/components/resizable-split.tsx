import { GripVertical } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { KEYBOARD_STEP, usePanelLayout, WORK_MAX, WORK_MIN } from '../hooks/use-panel-layout';
import { useT } from '../i18n';

/**
 * The wide layout: work area and chat side by side, split by a window-splitter handle that works
 * by pointer (drag) and keyboard (arrows by 10%, Home and End to the limits). Written here rather
 * than taken from a panels library: two panes need about sixty lines, the library weighed 16 kB
 * gzip on the dashboard's first load.
 */
export function ResizableSplit({ work, chat }: { work: ReactNode; chat: ReactNode }) {
  const t = useT();
  const { work: size, resize } = usePanelLayout();
  const container = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!dragging || !box || box.width === 0) return;
    resize(((event.clientX - box.left) / box.width) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? size - KEYBOARD_STEP
        : event.key === 'ArrowRight'
          ? size + KEYBOARD_STEP
          : event.key === 'Home'
            ? WORK_MIN
            : event.key === 'End'
              ? WORK_MAX
              : null;
    if (next === null) return;
    event.preventDefault();
    resize(next);
  };

  return (
    // A fixed height: the chat keeps its input in view while the work area scrolls on its own.
    <div
      ref={container}
      className="grid h-[max(36rem,calc(100dvh-14rem))]"
      style={{ gridTemplateColumns: `minmax(0, ${size}fr) 0.75rem minmax(0, ${100 - size}fr)` }}
    >
      <div id="email-assistant-work" className="h-full min-w-0 pr-4">
        {work}
      </div>
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t('email-assistant.split.resize')}
        aria-controls="email-assistant-work"
        aria-valuenow={Math.round(size)}
        aria-valuemin={WORK_MIN}
        aria-valuemax={WORK_MAX}
        data-separator={dragging ? 'active' : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          event.preventDefault();
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragging(true);
        }}
        onPointerMove={follow}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        className="group flex cursor-col-resize touch-none items-center justify-center rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex h-10 w-2 items-center justify-center rounded-sm border bg-muted group-data-[separator=active]:bg-primary/30">
          <GripVertical aria-hidden className="size-3 text-muted-foreground" />
        </span>
      </div>
      <div className="h-full min-w-0 pl-4">{chat}</div>
    </div>
  );
}
