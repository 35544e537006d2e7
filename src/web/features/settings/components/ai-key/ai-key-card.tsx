import type { AiKeySettings } from '@shared/contracts/ai-key';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { KeyRound, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fetchAiKey } from '../../api/ai-key-api';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from '../security/setting-block';
import { AiKeyForm } from './ai-key-form';
import { failureText } from './failure-text';
import { providerName } from './provider-names';
import { RemoveAiKey } from './remove-ai-key';

/**
 * "Your own AI key" (issue 19, Settings > Preferences): a Gemini key, or an OpenAI-compatible
 * base URL, key and model, that the user's generations use instead of the server's model and
 * that do not count against the monthly allowance. The server keeps the key; this card only
 * ever sees its last 4 characters.
 */
export function AiKeyCard() {
  const t = useT('settings-ai-key');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.aiKey, queryFn: fetchAiKey, staleTime: 60_000 });
  const [editing, setEditing] = useState(false);
  const flash = useFlash(6_000);

  // When the form or the dialog closes, the focus goes back to the card's main button.
  const actions = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !editing) {
      actions.current?.querySelector('button')?.focus();
      setRefocus(false);
    }
  }, [refocus, editing]);

  const settle = (next: AiKeySettings, message: string) => {
    queryClient.setQueryData(queryKeys.aiKey, next);
    setEditing(false);
    setRefocus(true);
    flash.show(message);
  };

  const saved = query.data?.aiKey ?? null;

  return (
    <SettingBlock title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        {flash.message && <Alert tone="success">{flash.message}</Alert>}
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {t('loading')}
          </p>
        ) : query.isError ? (
          <Alert
            tone="danger"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {failureText(query.error, t('loadFailed'))}
          </Alert>
        ) : editing ? (
          <AiKeyForm
            current={saved}
            onSaved={(next) => settle(next, t('saved'))}
            onCancel={() => {
              setEditing(false);
              setRefocus(true);
            }}
          />
        ) : saved ? (
          <>
            <SavedKey settings={saved} />
            <div ref={actions} className="flex flex-col gap-2 min-[420px]:flex-row">
              <Button
                variant="secondary"
                onClick={() => {
                  flash.clear();
                  setEditing(true);
                }}
              >
                <RefreshCw aria-hidden="true" />
                {t('replace')}
              </Button>
              <RemoveAiKey onRemoved={(next) => settle(next, t('remove.done'))} />
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
            <div ref={actions}>
              <Button
                onClick={() => {
                  flash.clear();
                  setEditing(true);
                }}
              >
                <Plus aria-hidden="true" />
                {t('add')}
              </Button>
            </div>
          </>
        )}
      </div>
    </SettingBlock>
  );
}

/** The saved key as the server describes it: provider, base URL, model and the key's last 4. */
function SavedKey({ settings }: { settings: NonNullable<AiKeySettings['aiKey']> }) {
  const t = useT('settings-ai-key');
  const rows: Array<[string, string, boolean?]> = [
    [t('summary.provider'), providerName(settings.provider, t('provider.openAi'))],
    ...(settings.baseUrl
      ? [[t('summary.baseUrl'), settings.baseUrl, true] as [string, string, boolean]]
      : []),
    [t('summary.model'), settings.model, true],
  ];
  return (
    <div className="rounded-lg border border-border bg-surface p-3.5">
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <KeyRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {t('summary.keyEnding', { last4: settings.keyLast4 })}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([label, value, code]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={code ? 'font-mono text-[13px] break-all text-foreground' : 'text-foreground'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
