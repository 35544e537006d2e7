import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@shared/contracts/preferences';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormat } from './use-format';

// 3 November 2026, 21:05 UTC.
const AT = '2026-11-03T21:05:00.000Z';

function Stamp() {
  const format = useFormat();
  return (
    <p>
      <span data-testid="date">{format.date(AT)}</span> <span data-testid="time">{format.time(AT)}</span>{' '}
      <span data-testid="price">{format.price(123456)}</span>
    </p>
  );
}

const saved: UserPreferences = {
  ...DEFAULT_USER_PREFERENCES,
  theme: 'dark',
  language: 'en',
  timezone: 'Asia/Tokyo',
  dateFormat: 'DD MMM YYYY',
  timeFormat: '24h',
  currency: 'EUR',
  measurementUnit: 'metric',
  autoSave: true,
  showTutorials: true,
  compactMode: false,
  animationsEnabled: true,
  soundEnabled: false,
};

function renderStamp() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Stamp />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('useFormat', () => {
  it('renders again in the new language’s habits when a visitor switches language', async () => {
    renderStamp();
    expect(screen.getByTestId('date')).toHaveTextContent(/^\d\d\/\d\d\/2026$/);
    expect(screen.getByTestId('time')).toHaveTextContent(/^\d{1,2}:05\s[AP]M$/);
    const englishDate = screen.getByTestId('date').textContent!;
    expect(screen.getByTestId('price')).toHaveTextContent('$1,234.56');

    await act(() => setLanguage('de'));
    // German readers write day first and 24 hours; the month and day swap places.
    const [mm, dd, yyyy] = englishDate.split('/');
    expect(screen.getByTestId('date')).toHaveTextContent(`${dd}/${mm}/${yyyy}`);
    expect(screen.getByTestId('time')).toHaveTextContent(/^\d\d:05$/);
    expect(screen.getByTestId('price')).toHaveTextContent('1.234,56 $');
  });

  it('follows a verified user’s saved preferences once they are in the cache, and forgets them on sign-out', async () => {
    const queryClient = renderStamp();
    act(() => queryClient.setQueryData(queryKeys.preferences, saved));
    expect(screen.getByTestId('date')).toHaveTextContent('04 Nov 2026');
    expect(screen.getByTestId('time')).toHaveTextContent('06:05');
    expect(screen.getByTestId('price')).toHaveTextContent('€1,234.56');

    await act(() => setLanguage('fr'));
    expect(screen.getByTestId('date')).toHaveTextContent('04 nov. 2026');
    expect(screen.getByTestId('price')).toHaveTextContent('1 234,56 €');

    act(() =>
      queryClient.setQueryData(queryKeys.preferences, {
        ...saved,
        timezone: 'America/New_York',
        dateFormat: 'YYYY-MM-DD',
      }),
    );
    expect(screen.getByTestId('date')).toHaveTextContent('2026-11-03');
    expect(screen.getByTestId('time')).toHaveTextContent('16:05');

    act(() => queryClient.removeQueries({ queryKey: queryKeys.preferences }));
    expect(screen.getByTestId('date')).toHaveTextContent(/^\d\d\/\d\d\/2026$/);
    expect(screen.getByTestId('price')).toHaveTextContent(/\$/);
  });
});
