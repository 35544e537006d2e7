import { PICKER_ACCEPT } from '@shared/chat/attachments';
import { cn } from '@web/lib/cn';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { useChatT } from '../../hooks/use-chat-t';
import { INPUT_ICON_BUTTON, INPUT_ICON_BUTTON_QUIET } from '../input-icon-button';

/** The input bar's paperclip: opens the file picker, which offers the spec's subset of types. */
export function AttachFilesButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const t = useChatT();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        accept={PICKER_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = ''; // the same file can be picked again after removing it
        }}
      />
      <button
        type="button"
        onClick={() => picker.current?.click()}
        aria-label={t('input.attach')}
        title={t('input.attach')}
        data-testid="chat-attach"
        className={cn(INPUT_ICON_BUTTON, INPUT_ICON_BUTTON_QUIET)}
      >
        <Paperclip aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
