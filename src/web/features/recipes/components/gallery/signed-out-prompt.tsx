import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useT } from '@web/lib/i18n';

/**
 * The gallery signed out (platform.md §2: "a sign-in prompt with a button to /auth"); /auth passes
 * the origin on to the sign-in form, so the visitor comes back here afterwards.
 */
export function SignedOutPrompt() {
  const t = useT('recipes');
  const location = useLocation();
  return (
    <Card className="mx-auto mt-6 w-full max-w-md p-8 text-center">
      <h2 className="text-xl font-semibold tracking-tight">{t('gallery.signedOutHeading')}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('gallery.signedOutBody')}</p>
      <Link to="/auth" state={{ from: location }} className={buttonClasses('primary', 'md', 'mt-6')}>
        <LogIn aria-hidden="true" />
        {t('gallery.signIn')}
      </Link>
    </Card>
  );
}
