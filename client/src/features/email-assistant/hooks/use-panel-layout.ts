import { useCallback, useEffect, useRef, useState } from 'react';
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
/** The work area's share can move between these (the chat keeps its minimum). */
export const WORK_MIN = WORK_PANEL.minSize;
export const WORK_MAX = Math.min(WORK_PANEL.maxSize, 100 - CHAT_PANEL.minSize);
/** Arrow keys on the handle move it by 10%. */
export const KEYBOARD_STEP = 10;
/** Layout changes are saved 100 ms after the last one, not on every pointer move. */
export const LAYOUT_DEBOUNCE_MS = 100;

const STORAGE_KEY = 'email-assistant-layout';

interface Layout {
  work: number;
  chat: number;
}

function storedWorkSize(): number {
  const saved = readJson<Partial<Layout> | null>(STORAGE_KEY, null);
  const work = Number(saved?.work);
  const chat = Number(saved?.chat);
  const valid =
    work >= WORK_MIN && work <= WORK_PANEL.maxSize && chat >= CHAT_PANEL.minSize && Math.abs(work + chat - 100) < 1;
  return valid ? work : WORK_PANEL.defaultSize;
}

const clamp = (work: number) => Math.min(WORK_MAX, Math.max(WORK_MIN, work));

/** The work area's share in percent, a setter that keeps it inside the limits, and the save. */
export function usePanelLayout() {
  const [work, setWork] = useState(storedWorkSize);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const resize = useCallback((next: number) => {
    const size = clamp(next);
    setWork(size);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeJson(STORAGE_KEY, { work: size, chat: 100 - size }), LAYOUT_DEBOUNCE_MS);
  }, []);

  return { work, resize };
}
