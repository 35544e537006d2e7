import { parseRecipe } from '@shared/recipe/parse-recipe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditableRecipePresenter } from './editable-recipe-presenter';
import { RECIPE } from './presenter-test-utils';

const WITH_NOTES = `${RECIPE}\n## Notes\n- Freeze half`;

function Harness({ initial, spy }: { initial: string; spy: (markdown: string) => void }) {
  const [content, setContent] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setContent('# Recipe Title: Other\n## Goal\nSomething else.')}>
        load other
      </button>
      <EditableRecipePresenter
        content={content}
        onChange={(markdown) => {
          spy(markdown);
          setContent(markdown);
        }}
      />
    </>
  );
}

describe('EditableRecipePresenter', { timeout: 20_000 }, () => {
  it('opens goal, principles, operations and steps by default and collapses the others', async () => {
    render(<EditableRecipePresenter content={WITH_NOTES} onChange={() => {}} />);
    const toggles = screen
      .getAllByTestId('recipe-section')
      .map((s) => within(s).getAllByRole('button')[0]!.getAttribute('aria-expanded'));
    expect(toggles).toEqual(['true', 'true', 'true', 'true', 'false']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand Notes' }));
    expect(screen.getByRole('textbox', { name: 'Item 1 of Notes' })).toHaveValue('Freeze half');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Goal' }));
    expect(screen.queryByRole('textbox', { name: 'Item 1 of Goal' })).toBeNull();
  });

  it('gives the edited recipe back as Markdown, keeping an item cleared to be retyped', async () => {
    const spy = vi.fn();
    render(<Harness initial={RECIPE} spy={spy} />);
    const chop = screen.getByRole('textbox', { name: 'Item 1 of Operations' });
    await userEvent.clear(chop);
    expect(screen.getByRole('textbox', { name: 'Item 1 of Operations' })).toHaveValue('');
    await userEvent.type(chop, 'Dice');
    const last = spy.mock.lastCall![0] as string;
    expect(last).toContain('## Operations\n\n- Dice\n- Roast\n- Portion');
    expect(parseRecipe(last).sections[2]!.content).toEqual(['Dice', 'Roast', 'Portion']);

    await userEvent.click(screen.getByRole('button', { name: 'Add item to Steps' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Item 3 of Steps' }), 'Cook');
    expect(spy.mock.lastCall![0]).toContain('1. Pick recipes\n2. Shop\n3. Cook');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1 of Principles' }));
    expect(spy.mock.lastCall![0]).toContain('## Principles\n\n- Batch similar tasks\n\n');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Recipe title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipe title' }), 'Sunday Batch');
    expect(parseRecipe(spy.mock.lastCall![0] as string).title).toBe('Sunday Batch');
  });

  it('starts again from a new content given from outside', async () => {
    render(<Harness initial={RECIPE} spy={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'load other' }));
    expect(screen.getByRole('textbox', { name: 'Recipe title' })).toHaveValue('Other');
    expect(screen.getAllByTestId('recipe-section')).toHaveLength(1);
  });

  it('toggles the pin here and exports JSON', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    try {
      render(<EditableRecipePresenter content={RECIPE} onChange={() => {}} />);
      const pin = screen.getByRole('button', { name: 'Pin recipe' });
      await userEvent.click(pin);
      expect(pin).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'JSON (.json)' }));
      expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ title: 'Weekly Meal Prep' });
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it("says 'No recipe content to display' for empty content", () => {
    render(<EditableRecipePresenter content="  " onChange={() => {}} />);
    expect(screen.getByText('No recipe content to display')).toBeInTheDocument();
  });
});
