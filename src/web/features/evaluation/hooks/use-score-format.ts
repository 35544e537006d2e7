import { useFormat } from '@web/lib/format/use-format';
import { useMemo } from 'react';

/**
 * Scores and shares in the reader's number format: a 0–5 score with one decimal ('4.2'), and
 * §9's "values 0 to 1 shown as percentages" ('85%').
 */
export function useScoreFormat() {
  const format = useFormat();
  return useMemo(
    () => ({
      score: (value: number) => format.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      share: (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 0 }),
      signed: (value: number) =>
        format.number(value, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }),
    }),
    [format],
  );
}
