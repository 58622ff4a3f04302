import { LOOPBACK_SOURCES, type ProviderAllowlist } from '@common/provider-allowlist';

const host = (origin: string) => origin.replace(/^https:\/\//, '');

/** Which provider addresses this server allows: the operator's choice, so the user is told before saving. */
export function AllowedProviders({ allowlist }: { allowlist: ProviderAllowlist | undefined }) {
  if (!allowlist) return null;
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p>
        Any OpenAI-compatible service this server allows works. Allowed providers:{' '}
        <span className="font-mono text-foreground">{allowlist.origins.map(host).join(', ')}</span>
        {allowlist.loopback && (
          <>
            {' '}
            and model servers on this computer (<span className="font-mono">{LOOPBACK_SOURCES.join(', ')}</span>, for
            example http://localhost:11434/v1)
          </>
        )}
        . Ask the administrator to allow another.
      </p>
    </div>
  );
}
