import { type ComponentProps, lazy, Suspense } from 'react';
import type { CreatorMessageButton as Button } from './components/creator-message-button';

export type { MessageButtonCreator } from './components/creator-message-button';

// Its code and words arrive together when a page shows it (the creator page), not before.
const LazyButton = lazy(async () => {
  const { currentLanguage, loadNamespace } = await import('@web/lib/i18n');
  const language = currentLanguage();
  const [module] = await Promise.all([
    import('./components/creator-message-button'),
    loadNamespace(language, 'messages'),
    loadNamespace(language, 'errors'),
  ]);
  return { default: module.CreatorMessageButton };
});

/**
 * A creator page's Message button (platform.md §2 Creator profile), for other features to mount:
 * hidden on one's own profile, 'Messages Disabled', sign-in for visitors, 'Continue Chat', or the
 * message composer (components/creator-message-button.tsx).
 */
export function CreatorMessageButton(props: ComponentProps<typeof Button>) {
  return (
    <Suspense fallback={null}>
      <LazyButton {...props} />
    </Suspense>
  );
}
