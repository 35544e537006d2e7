import { PICKER_ACCEPT } from '@shared/chat/attachments';
import { IconButton } from '@web/components/ui/icon-button';
import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { useT } from '@web/lib/i18n';

/** The input bar's paperclip: opens the file picker, which offers the spec's subset of types. */
export function AttachFilesButton({ onFiles }: { onFiles: (files: File[]) => void }) {
  const t = useT('chat');
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
      <IconButton
        label={t('input.attach')}
        round
        onClick={() => picker.current?.click()}
        data-testid="chat-attach"
      >
        <Paperclip aria-hidden="true" />
      </IconButton>
    </>
  );
}
