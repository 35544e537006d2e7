import { PUBLIC_PAGE_META } from '@shared/page-meta';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de/site-pages.json';
import en from '../../../../locales/en/site-pages.json';
import es from '../../../../locales/es/site-pages.json';
import fr from '../../../../locales/fr/site-pages.json';
import it_ from '../../../../locales/it/site-pages.json';
import ja from '../../../../locales/ja/site-pages.json';
import ko from '../../../../locales/ko/site-pages.json';
import pt from '../../../../locales/pt/site-pages.json';
import zh from '../../../../locales/zh/site-pages.json';
import { renderWithRouter } from '../../test-utils';
import { SolutionsPage } from './solutions-page';

const DOMAINS = ['Content', 'Projects', 'Learning', 'Code', 'Research'];

describe('/solutions', () => {
  it('presents the five recipe domains, each with what a recipe does and an example Goal and Steps', () => {
    renderWithRouter(<SolutionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'A recipe for every kind of work' })).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: 'Jump to a domain' });
    expect(within(jump).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '#content',
      '#projects',
      '#learning',
      '#code',
      '#research',
    ]);
    expect(within(jump).getAllByRole('link').map((a) => a.textContent)).toEqual(DOMAINS);
    const sections = DOMAINS.map((_, i) =>
      screen.getByRole('region', { name: en.solutions.domains[i]!.headline }),
    );
    expect(sections).toHaveLength(5);
    const code = within(sections[3]!);
    expect(code.getByText('Pull request review')).toBeInTheDocument();
    expect(code.getByText('Goal')).toBeInTheDocument();
    expect(code.getByText('Review every pull request the same way and catch risky changes early.')).toBeInTheDocument();
    expect(code.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Check the tests first', 'Trace the risky paths']),
    );
  });

  it('opens the chat with a request for the domain on Try it', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<SolutionsPage />);
    await user.click(screen.getByRole('button', { name: 'Try it: a Code recipe in the chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.state).toEqual({
      initialQuery: 'Create a pull request review recipe for my team',
    });
  });

  it('titles the page with the same words the server writes into its head', async () => {
    renderWithRouter(<SolutionsPage />);
    await waitFor(() => expect(document.title).toBe('Solutions · Recipe Forge'));
    expect(PUBLIC_PAGE_META['/solutions']).toEqual({
      title: en.solutions.metaTitle,
      description: en.solutions.metaDescription,
    });
    expect(PUBLIC_PAGE_META['/original']).toEqual({
      title: en.original.metaTitle,
      description: en.original.metaDescription,
    });
  });

  it('has the same five domains in every language, each translated', () => {
    for (const [language, catalogue] of Object.entries({ de, es, fr, it: it_, ja, ko, pt, zh })) {
      const domains = catalogue.solutions.domains;
      expect(domains.map((d) => d.id), language).toEqual(en.solutions.domains.map((d) => d.id));
      domains.forEach((d, i) => {
        expect(d.body, `${language} ${d.id}`).not.toBe(en.solutions.domains[i]!.body);
        expect(d.recipe.steps.length, `${language} ${d.id}`).toBe(en.solutions.domains[i]!.recipe.steps.length);
      });
      expect(catalogue.solutions.tryLabel, language).toContain('{domain}');
    }
  });
});
