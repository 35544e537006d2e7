import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { cn } from '@web/lib/cn';
import { queryKeys } from '@web/lib/query-keys';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { saveRecipeFromMessage } from '../api/save-recipe-api';
import { useT } from '@web/lib/i18n';

// Replies saved in this page's life, so a message scrolled away and back still says Saved.
const savedRecipes = new Map<string, string>();

/**
 * Save for a finished recipe reply (chat-assistant.md §5, §8): signed out, the auth prompt (an
 * anonymous chat's messages live only in this browser); signed in, the server saves the message
 * it owns and the button turns into a disabled 'Saved'. Tags and the cover arrive later.
 */
export function SaveRecipeButton({ messageId }: { messageId: string }) {
  const t = useT('chat');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedId, setSavedId] = useState(() => savedRecipes.get(messageId) ?? null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!user) {
      openAuthPrompt('login');
      return;
    }
    if (saving || savedId) return;
    setSaving(true);
    try {
      const recipe = await saveRecipeFromMessage(messageId);
      savedRecipes.set(messageId, recipe.id);
      setSavedId(recipe.id);
      // The gallery's lists and folder counts now include this one.
      void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.folders });
      toast.success(t('save.success'), {
        action: {
          label: t('save.view'),
          onClick: () => navigate(`/recipes/${encodeURIComponent(recipe.id)}`),
        },
      });
    } catch (error) {
      // chat-assistant.md §8: one message for any failed save, except where trying again cannot
      // help (a reply too long to keep, an e-mail not verified yet): the server's message says why.
      toast.error(
        error instanceof ApiRequestError && (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'FORBIDDEN')
          ? error.message
          : t('save.failed'),
      );
    } finally {
      setSaving(false);
    }
  };

  const Icon = savedId ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      onClick={() => void save()}
      disabled={saving || !!savedId}
      aria-label={savedId ? t('save.saved') : t('save.label')}
      title={savedId ? undefined : t('save.label')}
      data-testid="save-recipe"
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-foreground shadow-xs transition-colors',
        'hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none',
        savedId ? 'text-primary' : saving && 'opacity-60',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {savedId ? t('save.saved') : saving ? t('save.saving') : t('save.save')}
    </button>
  );
}
