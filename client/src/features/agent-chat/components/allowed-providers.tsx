import { LOOPBACK_SOURCES, type ProviderAllowlist } from '@common/provider-allowlist';
import { useT } from '../i18n';
import { richText } from '@/components/ui/rich-text';

const host = (origin: string) => origin.replace(/^https:\/\//, '');

/** Which provider addresses this server allows: the operator's choice, so the user is told before saving. */
export function AllowedProviders({ allowlist }: { allowlist: ProviderAllowlist | undefined }) {
  const t = useT();
  if (!allowlist) return null;
  const values = { origins: allowlist.origins.map(host).join(', '), sources: LOOPBACK_SOURCES.join(', ') };
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p>
        {richText(t(allowlist.loopback ? 'agent-chat.providers.textLoopback' : 'agent-chat.providers.text', values), [
          <span className="font-mono text-foreground" />,
          <span className="font-mono" />,
        ])}
      </p>
    </div>
  );
}
