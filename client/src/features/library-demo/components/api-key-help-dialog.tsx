import { HelpCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../i18n';
import { richText } from '../rich-text';

export const API_KEYS_URL = 'https://platform.openai.com/api-keys';
/** What a typical message costs at the provider, in US dollars. */
const MESSAGE_COST_USD = 0.002;

/** What the key is, where it stays and what a message costs, so nobody pastes a key blindly. */
export function ApiKeyHelpDialog() {
  const t = useT();
  const locale = useLocale();
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }).format(
    MESSAGE_COST_USD,
  );
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <HelpCircle aria-hidden />
          {t('library-demo.help.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('library-demo.help.title')}</DialogTitle>
          <DialogDescription>{t('library-demo.help.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-6">
          <p>{richText((v) => t('library-demo.help.what', v), { prefix: <code className="font-mono">sk-</code> })}</p>
          <p>{t('library-demo.help.where')}</p>
          <p>{richText((v) => t('library-demo.help.cost', v), { price: <strong>{price}</strong> })}</p>
          <p>
            {richText((v) => t('library-demo.help.create', v), {
              link: (
                <a
                  href={API_KEYS_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  platform.openai.com/api-keys
                  <span className="sr-only"> {t('library-demo.newTab')}</span>
                </a>
              ),
            })}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
