import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type FakeHandler, type FakeUser, installFakeApi } from '../../test/fake-api';

/** Test fixtures of the presenter's tests (not shipped: only *.test.tsx files import it). */
export const RECIPE = [
  '# Recipe Title: Weekly Meal Prep',
  '## Goal',
  'Cook once, eat well all week.',
  '## Principles',
  '- Plan before shopping',
  '- Batch similar tasks',
  '## Operations',
  '- Chop',
  '- Roast',
  '- Portion',
  '## Steps',
  '1. Pick recipes',
  '2. Shop',
].join('\n');

export const manySections = (n: number) =>
  `# Recipe Title: Long\n${Array.from({ length: n }, (_, i) => `## Step group ${i + 1}\n- item a\n- item b`).join('\n')}`;

/** The device's cores, as isHighPerformanceDevice reads them. */
export function stubCores(cores: number) {
  Object.defineProperty(window.navigator, 'hardwareConcurrency', { value: cores, configurable: true });
}

/** Renders inside a query client (as in the app), with the fake API answering as `user`. */
export function renderInApp(
  ui: ReactElement,
  { user = null, routes = {} }: { user?: FakeUser | null; routes?: Record<string, FakeHandler> } = {},
) {
  const api = installFakeApi({ user, routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { api, queryClient, ...view };
}
