import { Alert } from '@web/components/ui/alert';
import type { Translate } from '@web/lib/i18n';
import { useT } from '@web/lib/i18n';
import { type AuthErrorClass, classifyAuthError } from '../lib/auth-errors';

interface ClassText {
  title: string;
  body?: string;
  suggestions: string[];
}

/** Literal keys on purpose: computed keys would widen the typed key union of the catalogue. */
function classTexts(t: Translate, kind: AuthErrorClass): ClassText {
  switch (kind) {
    case 'service':
      return {
        title: t('auth.errorDisplay.service.title'),
        body: t('auth.errorDisplay.service.body'),
        suggestions: [
          t('auth.errorDisplay.service.s1'),
          t('auth.errorDisplay.service.s2'),
          t('auth.errorDisplay.service.s3'),
          t('auth.errorDisplay.service.s4'),
        ],
      };
    case 'popup':
      return {
        title: t('auth.errorDisplay.popup.title'),
        suggestions: [
          t('auth.errorDisplay.popup.s1'),
          t('auth.errorDisplay.popup.s2'),
          t('auth.errorDisplay.popup.s3'),
        ],
      };
    case 'network':
      return {
        title: t('auth.errorDisplay.network.title'),
        suggestions: [
          t('auth.errorDisplay.network.s1'),
          t('auth.errorDisplay.network.s2'),
          t('auth.errorDisplay.network.s3'),
        ],
      };
    default:
      return {
        title: t('auth.errorDisplay.other.title'),
        suggestions: [t('auth.errorDisplay.other.s1'), t('auth.errorDisplay.other.s2')],
      };
  }
}

interface AuthErrorDisplayProps {
  message: string;
  code?: string;
  id?: string;
  /** Form validation and rate-limit texts are shown plainly, without the class and suggestions. */
  plain?: boolean;
}

/**
 * chat-assistant.md §8 "Auth error display": 'Authentication Service Error', 'Popup Blocked',
 * 'Network Error' or 'Sign-in Error' with the raw message, each with its suggestions.
 */
export function AuthErrorDisplay({ message, code, id, plain }: AuthErrorDisplayProps) {
  const t = useT();
  if (plain) {
    return (
      <Alert tone="danger" id={id}>
        {message}
      </Alert>
    );
  }
  const text = classTexts(t, classifyAuthError(message, code));
  return (
    <Alert tone="danger" id={id} title={text.title}>
      <p>{text.body ?? message}</p>
      <p className="sr-only">{t('auth.errorDisplay.suggestionsLabel')}</p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
        {text.suggestions.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </Alert>
  );
}
