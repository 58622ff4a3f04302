import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ConversationHit } from '../conversations/conversation-search';
import { shownTitle } from '../conversations/conversation-types';
import { useT } from '../i18n';

interface ConversationSearchBoxProps {
  agentName: (agentId: string) => string;
  onOpenHit: (hit: ConversationHit) => void;
}

// The search code (and MiniSearch) loads when the box is first used, not with the chat.
const loadSearch = () => import('../conversations/conversation-search');

/**
 * Search across every conversation in this browser, whatever the agent. Results update as the
 * user types; their number is announced politely. Opening a result shows its conversation at the
 * matching message.
 */
export function ConversationSearchBox({ agentName, onOpenHit }: ConversationSearchBoxProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  // The hits with the query they answer: while a newer query runs, the older hits stay shown but
  // are never announced as its answer.
  const [answer, setAnswer] = useState<{ query: string; hits: ConversationHit[] } | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    const trimmed = query.trim();
    if (!trimmed) return;
    void loadSearch()
      .then((m) => m.searchConversations(trimmed))
      .then((hits) => {
        // A slower, older search must not overwrite a newer one.
        if (run === latest.current) setAnswer({ query: trimmed, hits });
      });
  }, [query]);

  const trimmed = query.trim();
  const results = trimmed ? (answer?.hits ?? null) : null;
  const answered = answer && answer.query === trimmed ? answer.hits : null;
  const announcement =
    answered === null
      ? ''
      : answered.length === 0
        ? t('agent-chat.search.none', { query: trimmed })
        : t('agent-chat.search.count', { count: answered.length, query: trimmed });

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          type="search"
          aria-label={t('agent-chat.search.label')}
          placeholder={t('agent-chat.search.label')}
          className="h-9 w-full rounded-md border border-input bg-background pr-2 pl-8 text-sm placeholder:text-muted-foreground"
          value={query}
          onFocus={() => void loadSearch().then((m) => m.warmUpSearch())}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value.trim()) setAnswer(null);
          }}
        />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {results && (
        <ul aria-label={t('agent-chat.search.results')} className="grid gap-1">
          {results.length === 0 && (
            <li className="px-1 text-sm text-muted-foreground">
              {t('agent-chat.search.none', { query: answer?.query ?? '' })}
            </li>
          )}
          {results.map((hit) => (
            <li key={hit.conversationId}>
              <button
                type="button"
                className="w-full rounded-md p-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onOpenHit(hit)}
              >
                <span className="block truncate text-sm font-medium">{shownTitle(hit.conversation)}</span>
                <span className="block font-mono text-[11px] text-muted-foreground">
                  {agentName(hit.conversation.agentId)}
                  {hit.matches > 1 ? ` · ${t('agent-chat.search.matching', { count: hit.matches })}` : ''}
                </span>
                <span className="line-clamp-2 block text-xs text-muted-foreground">{hit.snippet}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
