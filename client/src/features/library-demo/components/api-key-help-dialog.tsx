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

export const API_KEYS_URL = 'https://platform.openai.com/api-keys';

/** What the key is, where it stays and what a message costs, so nobody pastes a key blindly. */
export function ApiKeyHelpDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <HelpCircle aria-hidden />
          Help
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>ABOUT YOUR API KEY</DialogTitle>
          <DialogDescription>What the key is, where it is kept and what a message costs.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm leading-6">
          <p>
            An API key is a secret code from your AI provider (such as OpenAI). It lets this page send your messages to
            the provider&apos;s models on your own account. Keys start with <code className="font-mono">sk-</code>.
          </p>
          <p>
            Your key stays in this browser: it is saved in your browser&apos;s storage and sent only to the provider
            with each message, never to our servers.
          </p>
          <p>
            Each message costs about <strong>$0.002</strong>, billed by your provider to your account.
          </p>
          <p>
            To create a key, sign in at{' '}
            <a
              href={API_KEYS_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              platform.openai.com/api-keys
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and choose &quot;Create new secret key&quot;.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
