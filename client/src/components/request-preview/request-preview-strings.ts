import { numberFormat, usdFormat } from '@/lib/i18n/number-format';
import { translate } from './i18n';
import { whatIsSent } from './request-preview-title';

const ROLES = {
  system: 'request-preview.role.system',
  user: 'request-preview.role.user',
  assistant: 'request-preview.role.assistant',
} as const;

const FILE_KINDS = {
  image: 'request-preview.fileKind.image',
  pdf: 'request-preview.fileKind.pdf',
  text: 'request-preview.fileKind.text',
} as const;

/** The panel's words, read from its catalog in the interface language at the moment they are shown. */
export const PREVIEW_STRINGS = {
  get title() {
    return whatIsSent();
  },
  get address() {
    return translate('request-preview.address');
  },
  get headers() {
    return translate('request-preview.headers');
  },
  get keyMasked() {
    return translate('request-preview.keyMasked');
  },
  get model() {
    return translate('request-preview.model');
  },
  get parameters() {
    return translate('request-preview.parameters');
  },
  get systemPrompt() {
    return translate('request-preview.systemPrompt');
  },
  get systemPromptUnknown() {
    return translate('request-preview.systemPromptUnknown');
  },
  get systemPromptEmpty() {
    return translate('request-preview.systemPromptEmpty');
  },
  included: (n: number) => translate('request-preview.included', { count: n }),
  excluded: (n: number) => translate('request-preview.excluded', { count: n }),
  files: (n: number) => translate('request-preview.files', { count: n }),
  fileKind: (kind: 'image' | 'pdf' | 'text') => translate(FILE_KINDS[kind]),
  get noneExcluded() {
    return translate('request-preview.noneExcluded');
  },
  get noMessages() {
    return translate('request-preview.noMessages');
  },
  get estimate() {
    return translate('request-preview.estimate');
  },
  /** The estimate as one sentence: tokens, then the prompt's cost and the most it can cost, or why there is no cost. */
  estimateText: (tokens: number, model: string, costUsd: number | null, maxCostUsd: number | null) => {
    const values = { tokens: formatCount(tokens), model };
    if (costUsd === null) return translate('request-preview.estimateNoPrice', values);
    const cost = formatPreviewCost(costUsd);
    return maxCostUsd === null
      ? translate('request-preview.estimateCost', { ...values, cost })
      : translate('request-preview.estimateCostMax', { ...values, cost, max: formatPreviewCost(maxCostUsd) });
  },
  get notes() {
    return translate('request-preview.notes');
  },
  get loading() {
    return translate('request-preview.loading');
  },
  /** A message's role; a role the catalog does not name is shown as it is. */
  role: (role: string) => (role in ROLES ? translate(ROLES[role as keyof typeof ROLES]) : role),
};

const usd = usdFormat;

/** A count in the interface language: "1,234", "1.234", "1 234". */
const formatCount = (n: number) => numberFormat().format(n);

/** Dollars to four significant places: prompt costs are often fractions of a cent. */
export function formatPreviewCost(usdAmount: number): string {
  if (usdAmount === 0) return usd(0).format(0);
  if (usdAmount < 0.0001) return `<${usd(4).format(0.0001)}`;
  return usd(usdAmount < 0.01 ? 4 : 2).format(usdAmount);
}
