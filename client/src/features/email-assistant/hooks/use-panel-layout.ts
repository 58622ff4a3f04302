import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { GroupImperativeHandle, Layout } from 'react-resizable-panels';
import { readJson, writeJson } from '@/lib/storage';

/**
 * The wide layout's two panels, as designed: work area default 65% (min 50, max 80), chat default
 * 40% (min 30). The two defaults add up to 105%, which no layout can honour, so they
 * are scaled in proportion to sum to 100: 65/105 = 61.9 -> 62 and 40/105 = 38.1 -> 38. Both stay
 * inside the constraints (the work area may take 50-70%, as the chat keeps at least 30%), and the
 * chat still takes about 40%, as intended.
 */
export const WORK_PANEL = { id: 'work', defaultSize: 62, minSize: 50, maxSize: 80 } as const;
export const CHAT_PANEL = { id: 'chat', defaultSize: 38, minSize: 30 } as const;
export const DEFAULT_LAYOUT: Layout = { work: WORK_PANEL.defaultSize, chat: CHAT_PANEL.defaultSize };
/** Arrow keys on the handle move it by 10%; the library's own step is 5%. */
export const KEYBOARD_STEP = 10;
/** Layout changes are saved 100 ms after the last one, not on every pointer move. */
export const LAYOUT_DEBOUNCE_MS = 100;

const STORAGE_KEY = 'email-assistant-layout';

function storedLayout(): Layout {
  const saved = readJson<Partial<Layout> | null>(STORAGE_KEY, null);
  const work = Number(saved?.work);
  const chat = Number(saved?.chat);
  const valid =
    work >= WORK_PANEL.minSize &&
    work <= WORK_PANEL.maxSize &&
    chat >= CHAT_PANEL.minSize &&
    Math.abs(work + chat - 100) < 1;
  return valid ? { work, chat } : DEFAULT_LAYOUT;
}

export function usePanelLayout(groupRef: RefObject<GroupImperativeHandle | null>) {
  const [defaultLayout] = useState(storedLayout);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onLayoutChange = (layout: Layout) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeJson(STORAGE_KEY, layout), LAYOUT_DEBOUNCE_MS);
  };

  /** Runs in the capture phase, before the library's own handler, which then sees the event handled. */
  const onHandleKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    const group = groupRef.current;
    if (!direction || !group) return;
    event.preventDefault();
    const current = group.getLayout()[WORK_PANEL.id] ?? WORK_PANEL.defaultSize;
    const work = Math.min(WORK_PANEL.maxSize, Math.max(WORK_PANEL.minSize, current + direction * KEYBOARD_STEP));
    const clamped = Math.min(work, 100 - CHAT_PANEL.minSize);
    group.setLayout({ [WORK_PANEL.id]: clamped, [CHAT_PANEL.id]: 100 - clamped });
  };

  return { defaultLayout, onLayoutChange, onHandleKeyDownCapture };
}
