/**
 * The search hit to highlight when its conversation opens. Opening a hit may switch the agent
 * (the dashboard remounts the chat), so the hit waits here, in the chat chunk's memory, for the
 * conversation's chat to take it once.
 */
export interface Highlight {
  conversationId: string;
  messageId: string;
  terms: string[];
}

let pending: Highlight | null = null;

export function setPendingHighlight(highlight: Highlight): void {
  pending = highlight;
}

export function takePendingHighlight(conversationId: string): Highlight | null {
  if (pending?.conversationId !== conversationId) return null;
  const taken = pending;
  pending = null;
  return taken;
}
