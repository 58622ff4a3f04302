import { lazy, Suspense } from 'react';
import { useT } from '@/components/layout/i18n';

const ApiKeySettings = lazy(() =>
  import('@/features/agent-chat/components/api-key-settings').then((m) => ({ default: m.ApiKeySettings })),
);
const ChatStorageSummary = lazy(() =>
  import('@/features/agent-chat/components/chat-storage-summary').then((m) => ({ default: m.ChatStorageSummary })),
);
const CloudHistorySettings = lazy(() =>
  import('@/features/agent-chat/components/cloud-history-settings').then((m) => ({
    default: m.CloudHistorySettings,
  })),
);

/**
 * The settings API tab's key management, stored-conversation size and cloud history, which belong
 * to the chat feature.
 */
export function ApiKeySlot() {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('layout.keyLoading')}</p>}>
      <ApiKeySettings />
      <ChatStorageSummary />
      <CloudHistorySettings />
    </Suspense>
  );
}
