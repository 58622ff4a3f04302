import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import './code-theme.css';
import { useT } from './i18n';

interface CodeBlockProps {
  code: string;
  language?: string;
}

/**
 * A fenced code block: plain text at once, highlighted when the highlighter (its own chunk) has
 * loaded. Highlighting re-runs as a streaming reply grows; highlight.js is fast enough for that.
 */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const t = useT();
  const [highlighted, setHighlighted] = useState<{ code: string; html: string } | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('./highlighter')
      .then(({ highlightCode }) => {
        if (!cancelled) setHighlighted({ code, html: highlightCode(code, language) });
      })
      .catch(() => undefined); // stays plain text
    return () => {
      cancelled = true;
    };
  }, [code, language]);

  const copy = () => {
    void navigator.clipboard?.writeText(code).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    });
  };

  // A stale highlight (the code grew since) is better than flashing back to plain text.
  const html = highlighted?.html;
  return (
    <div className="chat-code my-2 overflow-hidden rounded-md border bg-muted">
      <div className="flex items-center justify-between border-b px-3 py-1 font-mono text-xs text-muted-foreground">
        <span>{language ?? t('markdown.codeBlock.code')}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-background hover:text-foreground"
        >
          {copied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
          {copied ? t('markdown.codeBlock.copied') : t('markdown.codeBlock.copy')}
          <span className="sr-only">{t('markdown.codeBlock.copyWhat')}</span>
        </button>
      </div>
      <pre className="overflow-x-auto p-3 text-[13px] leading-relaxed" tabIndex={0}>
        {html !== undefined ? (
          // highlight.js escapes the code: its own spans are the only markup.
          <code dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code>{code}</code>
        )}
      </pre>
    </div>
  );
}
