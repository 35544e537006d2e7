import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/auth/session';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useEnterCode } from '../hooks/use-evaluation-access';

/**
 * The gate of an unauthorized caller (platform.md §2 'Restricted Access', §5): the authorization
 * code, submitted by Enter or the button, checked by the server ('Invalid authorization code',
 * and a pause after too many wrong ones). Admins pass straight through once signed in.
 */
export function AccessGate({ sessionEnded, onEntered }: { sessionEnded: boolean; onEntered: () => void }) {
  const t = useT('evaluation');
  const id = useId();
  const location = useLocation();
  const signedIn = Boolean(useSession().user);
  const [code, setCode] = useState('');
  const enter = useEnterCode();
  const failure = enter.error ? errorText(enter.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || enter.isPending) return;
    enter.mutate(code.trim(), {
      onSuccess: (access) => {
        if (access.authorized) onEntered();
      },
    });
  };

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5 p-6 sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-danger-muted text-danger">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('gate.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('gate.body')}</p>
      </div>

      {sessionEnded && (
        <Alert tone="warning" title={t('gate.sessionEndedTitle')}>
          {t('gate.sessionEndedBody')}
        </Alert>
      )}

      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-code`}>{t('gate.codeLabel')}</Label>
          <Input
            id={`${id}-code`}
            type="password"
            autoComplete="off"
            autoFocus
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (enter.isError) enter.reset();
            }}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : `${id}-hint`}
            maxLength={200}
          />
          {!failure && (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t('gate.codeHint')}
            </p>
          )}
        </div>
        {failure && (
          <Alert id={`${id}-error`} tone="danger">
            {failure}
          </Alert>
        )}
        <Button type="submit" disabled={!code.trim() || enter.isPending} aria-busy={enter.isPending}>
          {enter.isPending && <Spinner className="text-primary-foreground" />}
          {enter.isPending ? t('gate.checking') : t('gate.submit')}
        </Button>
      </form>

      <p className="text-center text-xs text-muted-foreground">
        {signedIn ? (
          t('gate.notAdmin')
        ) : (
          <>
            {t('gate.adminHint')}{' '}
            <Link
              to="/sign-in"
              state={{ from: location }}
              className={buttonClasses('ghost', 'sm', 'h-auto px-1 py-0 text-xs text-primary underline')}
            >
              {t('gate.signIn')}
            </Link>
          </>
        )}
      </p>
    </Card>
  );
}
