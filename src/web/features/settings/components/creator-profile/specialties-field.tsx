import {
  OFFERED_SPECIALTIES,
  SPECIALTIES_MAX,
  SPECIALTY_MAX_CHARS,
  specialtyIdentity,
  specialtyToAdd,
  squeeze,
} from '@shared/creators/creator-profile-rules';
import { Button } from '@web/components/ui/button';
import { FieldMessages } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { SettingBlock } from '../security/setting-block';

interface SpecialtiesFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** The server's or the save check's words, shown until the list changes. */
  error?: string;
  disabled: boolean;
}

/**
 * Specialties (platform.md §5): chips with a remove button, the offered list as suggestions and
 * a custom input (Enter or Add). At most 5, each at most 50 characters, no duplicate in any case,
 * blank ignored: a refused one says why under the input and is not added.
 */
export function SpecialtiesField({ value, onChange, error, disabled }: SpecialtiesFieldProps) {
  const t = useT('creator-profile');
  const te = useT('errors');
  const inputId = useId();
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (raw: string) => {
    const verdict = specialtyToAdd(value, raw);
    if (verdict === null) return;
    if (verdict === 'tooLong') setProblem(te('creator.specialtyTooLong', { max: SPECIALTY_MAX_CHARS }));
    else if (verdict === 'duplicate') setProblem(te('creator.specialtyDuplicate'));
    else if (verdict === 'tooMany') setProblem(te('creator.specialtiesTooMany', { max: SPECIALTIES_MAX }));
    else {
      onChange([...value, squeeze(raw)]);
      setProblem(null);
      return true;
    }
    return false;
  };

  const addCustom = () => {
    if (add(custom)) setCustom('');
    else if (!squeeze(custom)) setCustom('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the specialty here; it must not submit the whole profile.
    event.preventDefault();
    addCustom();
  };

  const remove = (item: string) => {
    onChange(value.filter((s) => s !== item));
    setProblem(null);
  };

  const chosen = new Set(value.map(specialtyIdentity));
  const suggestions = OFFERED_SPECIALTIES.map((id) => t(`specialties.options.${id}`)).filter(
    (label) => !chosen.has(specialtyIdentity(label)),
  );
  const full = value.length >= SPECIALTIES_MAX;
  const shown = problem ?? error ?? null;

  return (
    <SettingBlock
      title={t('specialties.title')}
      description={t('specialties.description', { max: SPECIALTIES_MAX })}
      aside={
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {t('specialties.count', { count: value.length, max: SPECIALTIES_MAX })}
        </span>
      }
    >
      <div className="flex flex-col gap-4">
        {value.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('specialties.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t('specialties.title')}>
            {value.map((item) => (
              <li
                key={item}
                className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium text-foreground"
              >
                <span className="break-all">{item}</span>
                <button
                  type="button"
                  onClick={() => remove(item)}
                  disabled={disabled}
                  aria-label={t('specialties.remove', { name: item })}
                  className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-primary/15 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>{t('specialties.custom')}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={custom}
              placeholder={t('specialties.customPlaceholder')}
              onChange={(e) => {
                setCustom(e.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              disabled={disabled}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${inputId}-error` : undefined}
            />
            <Button type="button" variant="secondary" onClick={addCustom} disabled={disabled}>
              <Plus aria-hidden="true" />
              {t('specialties.add')}
            </Button>
          </div>
          <FieldMessages id={inputId} error={shown} />
        </div>
        {suggestions.length > 0 && (
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('specialties.suggestions')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggestions.map((label) => (
                <li key={label}>
                  <button
                    type="button"
                    onClick={() => add(label)}
                    disabled={disabled}
                    aria-disabled={full || undefined}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full border border-dashed border-border px-3 py-1 text-sm text-foreground',
                      'hover:border-primary/50 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
                      full && 'opacity-60',
                    )}
                  >
                    <Plus aria-hidden="true" className="size-3.5 text-muted-foreground" />
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SettingBlock>
  );
}
