import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A button that shows or hides a part (a recipe, a case's checks, an action's steps). Its content
 * is rendered only while open, so fifty collapsed recipes cost nothing. Controlled when `open`
 * is given (Expand All / Collapse All).
 */
export function Disclosure({
  label,
  children,
  open: controlled,
  onOpenChange,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const toggle = () => {
    if (controlled === undefined) setOwn(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-content`}
        onClick={toggle}
        className="flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
        {label}
      </button>
      <div id={`${id}-content`} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
