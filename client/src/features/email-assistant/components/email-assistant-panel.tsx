import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useApiKey } from '@/lib/api-key';
import { AssistantContext, type AssistantContextValue, type AssistantTab } from '../assistant-context';
import type { AiSettings } from '../api/email-ai-api';
import type { ComposeRequestDraft } from '../compose-block';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useAiSettings, useAssistantData } from '../hooks/use-assistant-data';
import { useComposeState } from '../hooks/use-compose-state';
import { MOBILE_QUERY, useMediaQuery, WIDE_QUERY } from '../hooks/use-media-query';
import { ApiKeyRequired } from './api-key-required';
import { AssistantHeader } from './assistant-header';
import { AssistantChat } from './chat/assistant-chat';
import { ComposeTab } from './compose/compose-tab';
import { DraftsTab } from './drafts-tab';
import { PhoneViews, type PhoneView } from './phone-views';
import { ResizableSplit } from './resizable-split';
import { WorkArea } from './work-area';
import { useT } from '../i18n';

// Compose (with its drafts list) is what the dashboard opens on; the other tabs and their strings
// load when first opened.
const AnalyzeTab = lazy(() => import('./analyze/analyze-tab').then((m) => ({ default: m.AnalyzeTab })));
const TemplatesTab = lazy(() => import('./templates/templates-tab').then((m) => ({ default: m.TemplatesTab })));
const AutomationTab = lazy(() => import('./automation-tab').then((m) => ({ default: m.AutomationTab })));
const InsightsTab = lazy(() => import('./insights-tab').then((m) => ({ default: m.InsightsTab })));

function TabLoading() {
  const t = useT();
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t('email-assistant.common.loading')}
    </p>
  );
}

const later = (tab: ReactNode) => <Suspense fallback={<TabLoading />}>{tab}</Suspense>;

const TAB_CONTENT: Record<AssistantTab, () => ReactNode> = {
  compose: () => <ComposeTab />,
  analyze: () => later(<AnalyzeTab />),
  templates: () => later(<TemplatesTab />),
  automation: () => later(<AutomationTab />),
  drafts: () => <DraftsTab />,
  insights: () => later(<InsightsTab />),
};

function Assistant({ ai }: { ai: AiSettings }) {
  const data = useAssistantData(true);
  const compose = useComposeState();
  const chat = useAssistantChat(ai);
  const [tab, setTab] = useState<AssistantTab>('compose');
  const [chatShown, setChatShown] = useState(true);
  const [phoneView, setPhoneView] = useState<PhoneView>('work');
  const wide = useMediaQuery(WIDE_QUERY);
  const mobile = useMediaQuery(MOBILE_QUERY);

  const context: AssistantContextValue = { ai, data, compose, openTab: setTab, mobile, narrow: !wide };
  const fillCompose = (draft: ComposeRequestDraft) => {
    compose.fill(draft);
    setTab('compose');
    setPhoneView('work');
  };
  const work = <WorkArea tab={tab} onTabChange={setTab} narrow={!wide} render={(t) => TAB_CONTENT[t]()} />;
  const chatPanel = chatShown && <AssistantChat chat={chat} compact={!wide} onFillCompose={fillCompose} />;

  return (
    <AssistantContext value={context}>
      <div className="grid min-w-0 gap-4">
        <AssistantHeader
          accountCount={data.accounts.isSuccess ? data.activeAccounts.length : undefined}
          chatShown={chatShown}
          onChatShownChange={setChatShown}
        />
        {wide && chatShown ? (
          <ResizableSplit work={work} chat={chatPanel} />
        ) : mobile && chatShown ? (
          <PhoneViews view={phoneView} onViewChange={setPhoneView} work={work} chat={chatPanel} />
        ) : (
          <>
            {chatPanel}
            {work}
          </>
        )}
      </div>
    </AssistantContext>
  );
}

/**
 * The AI email assistant: compose, analyze, templates, automation,
 * drafts and insights, with an AI chat beside them. Everything needs the user's own valid key.
 */
export function EmailAssistantPanel() {
  const { locked } = useApiKey();
  const ai = useAiSettings();
  return ai ? <Assistant ai={ai} /> : <ApiKeyRequired locked={locked} />;
}
