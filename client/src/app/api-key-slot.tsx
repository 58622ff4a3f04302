import { lazy, Suspense } from 'react';

const ApiKeySettings = lazy(() =>
  import('@/features/agent-chat/components/api-key-settings').then((m) => ({ default: m.ApiKeySettings })),
);
const ChatStorageSummary = lazy(() =>
  import('@/features/agent-chat/components/chat-storage-summary').then((m) => ({ default: m.ChatStorageSummary })),
);

/** The settings API tab's key management and stored-conversation size, which belong to the chat feature. */
export function ApiKeySlot() {
  return (
    <Suspense fallback={<p role="status">Loading key settings...</p>}>
      <ApiKeySettings />
      <ChatStorageSummary />
    </Suspense>
  );
}
