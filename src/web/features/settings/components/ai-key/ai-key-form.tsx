import {
  AI_KEY_PROVIDERS,
  type AiKeyProvider,
  type AiKeySettings,
  saveAiKeySchema,
} from '@shared/contracts/ai-key';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { submitWhen, useZodForm, type Wording } from '@web/lib/forms/use-zod-form';
import { type Translate, useT } from '@web/lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { saveAiKey } from '../../api/ai-key-api';
import { ChoiceRow } from '../preferences/preference-controls';
import { failureText } from './failure-text';
import { BASE_URL_EXAMPLE, GEMINI_NAME, MODEL_EXAMPLE } from './provider-names';
import { SecretField } from './secret-field';

/**
 * What the form holds, checked by the save endpoint's own schema (saveAiKeySchema): a Gemini key
 * sends only the key, so a base URL or model typed for the other provider is not checked or sent.
 */
const aiKeyForm = z
  .object({
    provider: z.enum(AI_KEY_PROVIDERS),
    apiKey: z.string(),
    baseUrl: z.string(),
    model: z.string(),
  })
  .transform(
    ({ provider, apiKey, baseUrl, model }): z.input<typeof saveAiKeySchema> =>
      provider === 'gemini' ? { provider, apiKey } : { provider, apiKey, baseUrl, model },
  )
  .pipe(saveAiKeySchema);

type Field = 'apiKey' | 'baseUrl' | 'model';

/** The contract's rules in the reader's words, by field and by which rule failed. */
function aiKeyWording(t: Translate<'settings-ai-key'>): Wording {
  return (message, { field, type }) => {
    if (field === 'apiKey')
      return t(
        type === 'too_small'
          ? 'errors.keyRequired'
          : type === 'too_big'
            ? 'errors.keyTooLong'
            : 'errors.keyCharacters',
      );
    if (field === 'baseUrl')
      return type === 'too_big'
        ? t('errors.baseUrlTooLong')
        : t('errors.baseUrlInvalid', { example: BASE_URL_EXAMPLE });
    if (field === 'model') {
      if (type === 'too_small') return t('errors.modelRequired');
      if (type === 'too_big') return t('errors.modelTooLong', { max: 200 });
      return t('errors.modelInvalid', { example: MODEL_EXAMPLE });
    }
    return message;
  };
}

/** The field a refusal of the server's test call is about, when it is about one. */
function fieldOf(error: unknown, provider: AiKeyProvider): Field | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.key === 'ai.keyRefused') return 'apiKey';
  if (
    provider === 'openai-compatible' &&
    (error.key === 'ai.keyUnreachable' || error.key === 'ai.privateAddress')
  )
    return 'baseUrl';
  return null;
}

interface AiKeyFormProps {
  /** The key saved now, if any: Replace starts from its provider, base URL and model. */
  current: NonNullable<AiKeySettings['aiKey']> | null;
  onSaved: (settings: AiKeySettings) => void;
  onCancel: () => void;
}

/**
 * Adding or replacing the key. The server saves it only once a test call with it succeeds, so
 * Save shows "Checking your key…" meanwhile; a refusal is the server's own message, under the
 * field it is about, and every typed value stays for the next try. Nothing is saved half-way:
 * a refused replacement leaves the earlier key in use.
 */
export function AiKeyForm({ current, onSaved, onCancel }: AiKeyFormProps) {
  const t = useT('settings-ai-key');
  const form = useZodForm(aiKeyForm, {
    defaultValues: {
      provider: current?.provider ?? 'gemini',
      apiKey: '',
      baseUrl: current?.baseUrl ?? '',
      model: current?.provider === 'openai-compatible' ? current.model : '',
    },
    wording: aiKeyWording(t),
    shouldFocusError: true,
  });
  const [provider, apiKey, baseUrl, model] = form.watch(['provider', 'apiKey', 'baseUrl', 'model']);
  const { errors } = form.formState;
  const [pending, setPending] = useState(false);
  const [showKey, setShowKey] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const openAi = provider === 'openai-compatible';

  // The form opens on a button press: the first thing to choose gets the focus.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]')?.focus();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPending(true);
    try {
      const saved = await saveAiKey(values);
      onSaved(saved);
    } catch (caught) {
      const message = failureText(caught, t('form.failed'));
      const field = fieldOf(caught, values.provider);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      setPending(false);
    }
  });

  // An edit clears what was said about the earlier attempt.
  const clear = () => {
    form.clearErrors();
    setFormError(null);
  };
  const ready = !pending && Boolean(apiKey.trim()) && (!openAi || Boolean(baseUrl.trim() && model.trim()));

  return (
    <form
      onSubmit={submitWhen(ready, submit)}
      noValidate
      aria-busy={pending || undefined}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={pending} className="flex min-w-0 flex-col gap-4">
        <div ref={top}>
          <ChoiceRow
            label={t('provider.label')}
            value={provider}
            onChange={(next) => {
              form.setValue('provider', next);
              clear();
            }}
            columns="grid-cols-1 min-[420px]:grid-cols-2"
            choices={[
              { value: 'gemini', title: GEMINI_NAME, detail: t('provider.geminiDetail') },
              { value: 'openai-compatible', title: t('provider.openAi'), detail: t('provider.openAiDetail') },
            ]}
          />
        </div>

        {openAi && (
          <FormField
            label={t('form.baseUrl')}
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={BASE_URL_EXAMPLE}
            hint={t('form.baseUrlHint')}
            error={errors.baseUrl?.message}
            {...form.register('baseUrl', { onChange: clear })}
          />
        )}

        <SecretField
          label={t('form.key')}
          hint={t(openAi ? 'form.keyHintOpenAi' : 'form.keyHintGemini')}
          error={errors.apiKey?.message}
          shown={showKey}
          onShownChange={setShowKey}
          toggleLabel={t('form.showKey')}
          {...form.register('apiKey', { onChange: clear })}
        />

        {openAi && (
          <FormField
            label={t('form.model')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={MODEL_EXAMPLE}
            hint={t('form.modelHint')}
            error={errors.model?.message}
            {...form.register('model', { onChange: clear })}
          />
        )}
      </fieldset>

      {formError && <Alert tone="danger">{formError}</Alert>}
      {pending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('form.checkingDetail')}
        </p>
      )}

      <p className="text-xs leading-relaxed text-muted-foreground">{t('form.privacy')}</p>

      <div className="flex flex-col-reverse gap-2 min-[420px]:flex-row">
        <Button type="button" variant="secondary" disabled={pending} onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {pending && <Spinner className="size-4 text-current" />}
          {t(pending ? 'form.checking' : 'form.save')}
        </Button>
      </div>
    </form>
  );
}
