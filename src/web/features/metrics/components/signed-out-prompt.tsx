import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** platform.md §2 Metrics dashboard: signed out shows 'Authentication Required' with a sign-in message. */
export function SignedOutPrompt() {
  const t = useT('metrics');
  const location = useLocation();
  useDocumentTitle(`${t('signedOut.heading')} · Recipe Forge`);
  return (
    <div className="flex min-h-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold tracking-tight">{t('signedOut.heading')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('signedOut.body')}</p>
        <Link to="/sign-in" state={{ from: location }} className={buttonClasses('primary', 'md', 'mt-6')}>
          <LogIn aria-hidden="true" />
          {t('signedOut.signIn')}
        </Link>
      </Card>
    </div>
  );
}
