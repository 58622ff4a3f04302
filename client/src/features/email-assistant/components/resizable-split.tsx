import { GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Group, Panel, Separator, type GroupImperativeHandle } from 'react-resizable-panels';
import { CHAT_PANEL, usePanelLayout, WORK_PANEL } from '../hooks/use-panel-layout';
import { useT } from '../i18n';

/** The wide layout: work area and chat side by side, split by a handle that works by pointer and keyboard. */
export function ResizableSplit({ work, chat }: { work: ReactNode; chat: ReactNode }) {
  const t = useT();
  const groupRef = useRef<GroupImperativeHandle | null>(null);
  const { defaultLayout, onLayoutChange, onHandleKeyDownCapture } = usePanelLayout(groupRef);
  return (
    // A fixed height (the library's group fills its parent): the chat keeps its input in view
    // while the work area scrolls on its own.
    <div className="h-[max(36rem,calc(100dvh-14rem))]">
      <Group
        id="email-assistant-split"
        orientation="horizontal"
        groupRef={groupRef}
        defaultLayout={defaultLayout}
        onLayoutChange={onLayoutChange}
      >
        <Panel
          id={WORK_PANEL.id}
          defaultSize={`${WORK_PANEL.defaultSize}%`}
          minSize={`${WORK_PANEL.minSize}%`}
          maxSize={`${WORK_PANEL.maxSize}%`}
          className="h-full min-w-0 pr-4"
        >
          {work}
        </Panel>
        <Separator
          aria-label={t('email-assistant.split.resize')}
          onKeyDownCapture={onHandleKeyDownCapture}
          className="group flex w-3 items-center justify-center rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex h-10 w-2 items-center justify-center rounded-sm border bg-muted group-data-[separator=active]:bg-primary/30">
            <GripVertical aria-hidden className="size-3 text-muted-foreground" />
          </span>
        </Separator>
        <Panel
          id={CHAT_PANEL.id}
          defaultSize={`${CHAT_PANEL.defaultSize}%`}
          minSize={`${CHAT_PANEL.minSize}%`}
          className="h-full min-w-0 pl-4"
        >
          {chat}
        </Panel>
      </Group>
    </div>
  );
}
