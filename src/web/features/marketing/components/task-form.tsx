import { Button } from '@web/components/ui/button';
import { ArrowRight, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCopy } from '../hooks/use-copy';

/**
 * The landing page's one-line task form (platform.md §2, §5): a non-blank text (after trimming)
 * goes to /chat with navigation state `initialQuery`; blank text is ignored. The example chips
 * fill the form and put the cursor at its end.
 */
export function TaskForm() {
  const { c } = useCopy();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const examplesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const initialQuery = text.trim();
    if (!initialQuery) {
      inputRef.current?.focus();
      return;
    }
    void navigate('/chat', { state: { initialQuery } });
  };

  const fill = (chip: string) => {
    setText(chip);
    const input = inputRef.current;
    if (input) {
      input.focus();
      requestAnimationFrame(() => input.setSelectionRange(chip.length, chip.length));
    }
  };

  return (
    <div className="w-full">
      <form
        onSubmit={submit}
        aria-label={c.landing.form.label}
        className="flex w-full flex-col gap-2 rounded-2xl border border-border bg-surface p-2 shadow-sm sm:flex-row sm:items-center"
      >
        <label htmlFor={inputId} className="sr-only">
          {c.landing.form.label}
        </label>
        <div className="flex min-w-0 flex-1 items-center gap-2 px-2">
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={c.landing.form.placeholder}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
          />
        </div>
        <Button type="submit" className="h-11 px-5">
          {c.landing.form.submit}
          <ArrowRight aria-hidden="true" />
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <span id={examplesId} className="text-sm text-muted-foreground">
          {c.landing.form.examples}:
        </span>
        <ul aria-labelledby={examplesId} className="contents">
          {c.landing.chips.map((chip) => (
            <li key={chip}>
              <button
                type="button"
                onClick={() => fill(chip)}
                className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm text-foreground transition-colors hover:border-primary/50 hover:bg-accent hover:text-accent-foreground"
              >
                {chip}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
