import { Globe, Server } from 'lucide-react';
import { useT } from '../i18n';
import { usePolicyText } from '../use-policy-text';

type Key = Parameters<ReturnType<typeof useT>>[0];

interface DataEntry {
  /** The `legal.dataMap.<name>.data` and `.detail` keys. */
  name: 'apiKey' | 'conversations' | 'preferences' | 'account' | 'emailAssistant' | 'sessions' | 'logs' | 'statistics';
  where: 'browser' | 'server';
  kept: (t: ReturnType<typeof useT>, policy: ReturnType<typeof usePolicyText>) => string;
}

const whileOpen: DataEntry['kept'] = (t, policy) =>
  t('legal.dataMap.keptWhileOpen', { accountDeletion: policy.accountDeletion });

const ENTRIES: DataEntry[] = [
  { name: 'apiKey', where: 'browser', kept: (t) => t('legal.dataMap.untilYouClearIt') },
  { name: 'conversations', where: 'browser', kept: (t) => t('legal.dataMap.untilYouClearThem') },
  { name: 'preferences', where: 'browser', kept: (t) => t('legal.dataMap.untilYouClearThem') },
  { name: 'account', where: 'server', kept: whileOpen },
  { name: 'emailAssistant', where: 'server', kept: whileOpen },
  { name: 'sessions', where: 'server', kept: (_t, policy) => policy.sessionRetention },
  { name: 'logs', where: 'server', kept: (_t, policy) => policy.systemLogRetention },
  { name: 'statistics', where: 'server', kept: (_t, policy) => policy.analyticsRetention },
];

const WHERE_LABEL = { browser: 'legal.dataMap.where.browser', server: 'legal.dataMap.where.server' } as const;

/** The data inventory as cards rather than a table, so it reads well at 360 px too. Wrapped in a div to stay out of the
 * layout's list styles. */
export function DataMap() {
  const t = useT();
  const policy = usePolicyText();
  return (
    <div>
      <ul className="space-y-3">
        {ENTRIES.map((entry) => {
          const Icon = entry.where === 'browser' ? Globe : Server;
          const data = t(`legal.dataMap.${entry.name}.data` as Key);
          return (
            <li key={entry.name} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{data}</h3>
                <span className="inline-flex items-center gap-1 font-mono text-xs font-bold tracking-wider text-primary">
                  <Icon className="size-3.5" aria-hidden />
                  {t(WHERE_LABEL[entry.where])}
                </span>
              </div>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">
                {t(`legal.dataMap.${entry.name}.detail` as Key, { encryption: policy.encryption })}
              </p>
              <p className="mt-2 text-sm leading-6">
                <span className="font-mono text-xs font-bold tracking-wider text-muted-foreground">
                  {t('legal.dataMap.kept')}
                </span>
                {entry.kept(t, policy)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
