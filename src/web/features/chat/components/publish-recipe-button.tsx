import { PublishPriceDialog } from '@web/features/marketplace/publish-price-dialog';
import { useSession } from '@web/lib/auth/session';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Store } from 'lucide-react';
import { useState } from 'react';

/**
 * "Save, with a price" (chat-assistant.md §2 per-message actions), beside Save on a finished
 * recipe reply: the marketplace's price dialog publishes the message the server holds (it keeps it
 * in the gallery too). Anonymous visitors' replies live only in their browser, so they are asked
 * to sign in first ('Please sign in to share recipes.', platform.md §4).
 */
export function PublishRecipeButton({ messageId }: { messageId: string }) {
  const t = useT('marketplace-publish');
  const errors = useT('errors');
  const { user } = useSession();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!user) {
      toast.info(errors('auth.signInToShare'));
      openAuthPrompt('login');
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        aria-haspopup="dialog"
        title={t('dialog.actionLabel')}
        data-testid="publish-recipe"
        className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Store aria-hidden="true" className="size-3.5" />
        {t('dialog.action')}
      </button>
      <PublishPriceDialog source={{ messageId }} open={open} onOpenChange={setOpen} />
    </>
  );
}
