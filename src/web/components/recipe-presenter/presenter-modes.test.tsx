import { PRESENTER_STYLES } from '@shared/contracts/presenter';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASONRY_PAGE } from './masonry-view';
import { manySections, RECIPE, stubCores } from './presenter-test-utils';
import { RecipePresenter } from './recipe-presenter';

const sections = () => screen.getAllByTestId('recipe-section');
const headers = () => sections().map((s) => within(s).getByRole('button', { name: /Expand|Collapse/ }));
const presenter = () => screen.getByTestId('recipe-presenter');

async function pick(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Style and display mode' }));
  await userEvent.click(await screen.findByRole('menuitemradio', { name }));
}

afterEach(() => stubCores(1));

describe('the presenter styles', { timeout: 20_000 }, () => {
  it.each(PRESENTER_STYLES)('renders every section in the %s style', (style) => {
    render(<RecipePresenter content={RECIPE} streaming={false} style={style} />);
    expect(presenter()).toHaveAttribute('data-style', style);
    expect(sections().map((s) => s.getAttribute('data-type'))).toEqual([
      'goal',
      'principles',
      'operations',
      'steps',
    ]);
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('WEEKLY MEAL PREP');
  });

  it('keeps the terminal a dark panel in the light theme too', () => {
    render(<RecipePresenter content={RECIPE} streaming={false} style="terminal" />);
    expect(presenter()).toHaveClass('dark', 'font-mono', 'bg-zinc-950');
  });

  it('switches style from the View menu with a 150 ms fade, not on first paint', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(presenter()).toHaveAttribute('data-style', 'card');
    expect(screen.getByTestId('recipe-view').className).not.toContain('fade-in_150ms');
    await pick('Typewriter');
    expect(presenter()).toHaveAttribute('data-style', 'typewriter');
    expect(screen.getByTestId('recipe-view').className).toContain('animate-[fade-in_150ms_ease-out]');
    expect(screen.getByTestId('recipe-view').className).toContain('motion-reduce:animate-none');
    await userEvent.click(screen.getByRole('button', { name: 'Style and display mode' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Typewriter' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('offers no View menu for a fixed style and mode', () => {
    render(<RecipePresenter content={RECIPE} streaming={false} style="minimal" mode="cards" />);
    expect(screen.queryByRole('button', { name: 'Style and display mode' })).toBeNull();
  });

  it('hides the stats, switcher and export with toolbar={false}', () => {
    render(<RecipePresenter content={RECIPE} streaming={false} toolbar={false} />);
    expect(screen.queryByTestId('recipe-toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

describe('the display modes', { timeout: 20_000 }, () => {
  it('switches mode from the View menu with the fade', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(presenter()).toHaveAttribute('data-mode', 'cards');
    await pick('Flow');
    expect(presenter()).toHaveAttribute('data-mode', 'flow');
    expect(screen.getByTestId('recipe-view').className).toContain('fade-in_150ms');
  });

  it('flow keeps exactly one section open', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} mode="flow" />);
    const open = () => headers().map((h) => h.getAttribute('aria-expanded'));
    expect(open()).toEqual(['true', 'false', 'false', 'false']);
    await userEvent.click(headers()[2]!);
    expect(open()).toEqual(['false', 'false', 'true', 'false']);
    await userEvent.click(headers()[2]!);
    expect(open()).toEqual(['false', 'false', 'true', 'false']);
    expect(within(sections()[2]!).getByText('Roast')).toBeInTheDocument();
  });

  it('masonry shows every card open in columns, each card scrolling past 16rem', () => {
    render(<RecipePresenter content={RECIPE} streaming={false} mode="masonry" />);
    expect(screen.getByTestId('recipe-masonry')).toHaveClass('sm:columns-2');
    expect(sections()).toHaveLength(4);
    expect(screen.getByText('Shop')).toBeInTheDocument();
    expect(screen.getByText('Shop').closest('.max-h-64')).toHaveClass('overflow-y-auto');
    expect(screen.queryByRole('button', { name: /Expand|Collapse/ })).toBeNull();
  });

  it(`masonry renders ${MASONRY_PAGE} sections at a time of a long recipe`, async () => {
    render(<RecipePresenter content={manySections(130)} streaming={false} mode="masonry" />);
    expect(sections()).toHaveLength(MASONRY_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Show 60 more sections' }));
    expect(sections()).toHaveLength(2 * MASONRY_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more sections' }));
    expect(sections()).toHaveLength(130);
  });

  it('story shows one section at a time, paged by buttons and arrow keys', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} mode="story" />);
    const position = () => screen.getByTestId('recipe-story-position').textContent;
    expect(sections()).toHaveLength(1);
    expect(sections()[0]).toHaveAttribute('data-type', 'goal');
    expect(position()).toBe('1 / 4');
    const previous = screen.getByRole('button', { name: 'Previous section' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next section' }));
    expect(sections()[0]).toHaveAttribute('data-type', 'principles');
    expect(position()).toBe('2 / 4');
    screen.getByTestId('recipe-story').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(sections()[0]).toHaveAttribute('data-type', 'steps');
    expect(screen.getByRole('button', { name: 'Next section' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('4 / 4');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toBe('3 / 4');
  });

  it('story counts sections streaming in and keeps the reader where they are', async () => {
    const part = RECIPE.slice(0, RECIPE.indexOf('## Operations'));
    const { rerender } = render(<RecipePresenter content={part} streaming mode="story" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next section' }));
    rerender(<RecipePresenter content={RECIPE} streaming mode="story" />);
    expect(screen.getByTestId('recipe-story-position')).toHaveTextContent('2 / 4');
  });

  it('flow uses the virtualised view for a long recipe on a fast device, one section open', () => {
    stubCores(8);
    render(<RecipePresenter content={manySections(100)} streaming={false} mode="flow" />);
    expect(screen.getByTestId('recipe-virtual')).toBeInTheDocument();
    expect(sections().length).toBeLessThan(100);
    expect(headers().filter((h) => h.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });
});

describe('the export menu', { timeout: 20_000 }, () => {
  it('downloads the recipe as Markdown or JSON named from its title, or from exportName', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:recipe';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const { unmount } = render(<RecipePresenter content={RECIPE} streaming={false} />);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Markdown (.md)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON (.json)' }));
      expect(names).toEqual(['weekly-meal-prep.md', 'weekly-meal-prep.json']);
      expect(await blobs[0]!.text()).toMatch(/^# Weekly Meal Prep\n\n## Goal/);
      expect(JSON.parse(await blobs[1]!.text()).sections).toHaveLength(4);
      unmount();
      render(<RecipePresenter content={RECIPE} streaming={false} exportName="Sunday batch" />);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON (.json)' }));
      expect(names[2]).toBe('sunday-batch.json');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });
});
