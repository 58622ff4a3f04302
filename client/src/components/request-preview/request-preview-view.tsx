import type { ReactNode } from 'react';
import type { ProviderMessage } from '@common/chat';
import type { RequestPreview } from '@common/request-preview';
import { useLocale } from '@/lib/i18n/i18n';
import { fileSizeFormat } from '@/lib/i18n/number-format';
import { PREVIEW_STRINGS as S } from './request-preview-strings';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="font-mono text-xs font-bold tracking-wider text-primary uppercase">{title}</h3>
      {children}
    </section>
  );
}

const block = 'max-h-60 overflow-auto rounded border bg-muted/40 p-2 font-mono text-xs break-words whitespace-pre-wrap';

function MessageItems({ messages, testId }: { messages: readonly ProviderMessage[]; testId: string }) {
  return (
    <ol className="grid gap-2" data-testid={testId}>
      {messages.map((m, i) => (
        <li key={i} className="grid gap-1">
          <span className="text-xs font-semibold">{S.role(m.role)}</span>
          <pre tabIndex={0} className={block}>
            {m.content}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** One AI request, read from top to bottom in the order the provider reads it. */
export function RequestPreviewView({ preview }: { preview: RequestPreview }) {
  useLocale();
  return (
    <div className="grid gap-4 text-sm">
      <Part title={S.address}>
        <code className="font-mono text-xs break-all" data-testid="preview-url">
          POST {preview.url}
        </code>
      </Part>
      <Part title={S.headers}>
        <pre tabIndex={0} className={block} data-testid="preview-headers">
          {Object.entries(preview.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n')}
        </pre>
        {Object.keys(preview.headers).some((h) => /authorization|api-key/i.test(h)) && (
          <p className="text-xs text-muted-foreground">{S.keyMasked}</p>
        )}
      </Part>
      <Part title={S.model}>
        <code className="font-mono text-xs" data-testid="preview-model">
          {preview.model}
        </code>
      </Part>
      <Part title={S.parameters}>
        <pre tabIndex={0} className={block} data-testid="preview-parameters">
          {JSON.stringify(preview.parameters, null, 2)}
        </pre>
      </Part>
      <Part title={S.systemPrompt}>
        {preview.systemPrompt === null ? (
          <p className="text-muted-foreground">{S.systemPromptUnknown}</p>
        ) : (
          <pre tabIndex={0} className={block} data-testid="preview-system-prompt">
            {preview.systemPrompt || S.systemPromptEmpty}
          </pre>
        )}
      </Part>
      <Part title={S.included(preview.messages.length)}>
        {preview.messages.length ? (
          <MessageItems messages={preview.messages} testId="preview-messages" />
        ) : (
          <p className="text-muted-foreground">{S.noMessages}</p>
        )}
      </Part>
      <Part title={S.excluded(preview.excluded.length)}>
        {preview.excluded.length ? (
          <MessageItems messages={preview.excluded} testId="preview-excluded" />
        ) : (
          <p className="text-muted-foreground">{S.noneExcluded}</p>
        )}
      </Part>
      {preview.files?.length ? (
        <Part title={S.files(preview.files.length)}>
          <ul className="grid gap-1 text-xs" data-testid="preview-files">
            {preview.files.map((file, i) => (
              <li key={i}>
                <span className="font-medium">{file.name}</span> · {S.fileKind(file.kind)} · {fileSizeFormat(file.size)}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part title={S.estimate}>
        <p data-testid="preview-estimate">
          {S.estimateText(
            preview.estimatedPromptTokens,
            preview.model,
            preview.estimatedPromptCostUsd,
            preview.maxCostUsd,
          )}
        </p>
      </Part>
      {preview.notes.length > 0 && (
        <Part title={S.notes}>
          <ul className="list-disc pl-5 text-muted-foreground">
            {preview.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Part>
      )}
    </div>
  );
}
