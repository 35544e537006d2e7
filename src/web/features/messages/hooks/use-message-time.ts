import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { useCallback } from 'react';
import { daySeparator, messageTime } from '../lib/message-time';

/** §2 timestamps and day separators in the reader's words, clock and formats. */
export function useMessageTime() {
  const t = useT('messages');
  const format = useFormat();
  const stamp = useCallback(
    (value: string | null | undefined, now = new Date()) => {
      const when = messageTime(format, value, now);
      switch (when.kind) {
        case 'unknown':
          return t('time.unknown');
        case 'today':
          return when.time;
        case 'yesterday':
          return t('time.yesterday', { time: when.time });
        case 'other':
          return t('time.other', { day: when.day, time: when.time });
      }
    },
    [format, t],
  );
  const separator = useCallback(
    (value: string, now = new Date()) => {
      const day = daySeparator(format, value, now);
      switch (day.kind) {
        case 'today':
          return t('day.today');
        case 'yesterday':
          return t('day.yesterday');
        case 'unknown':
          return t('time.unknown');
        case 'date':
          return day.date;
      }
    },
    [format, t],
  );
  return { stamp, separator, format };
}
