import { createContext, useContext } from 'react';
import type { AiSettings } from './api/email-ai-api';
import type { AssistantData } from './hooks/use-assistant-data';
import type { ComposeState } from './hooks/use-compose-state';

export const ASSISTANT_TABS = ['compose', 'analyze', 'templates', 'automation', 'drafts', 'insights'] as const;
export type AssistantTab = (typeof ASSISTANT_TABS)[number];
/** The narrow layout's dropdown keeps to the four tabs that create work; drafts and insights stay out. */
export const NARROW_TABS: readonly AssistantTab[] = ['compose', 'analyze', 'templates', 'automation'];

/** What every tab of the assistant shares; given by the panel, read with useAssistant(). */
export interface AssistantContextValue {
  ai: AiSettings;
  data: AssistantData;
  compose: ComposeState;
  openTab: (tab: AssistantTab) => void;
  /** Below 640 px: the reduced forms of the mobile variant. */
  mobile: boolean;
  /** Below 1024 px: no drafts or insights tab. */
  narrow: boolean;
}

export const AssistantContext = createContext<AssistantContextValue | null>(null);

export function useAssistant(): AssistantContextValue {
  const value = useContext(AssistantContext);
  if (!value) throw new Error('useAssistant must be used inside the email assistant panel');
  return value;
}
