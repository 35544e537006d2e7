import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { submitWhen, useZodForm } from './use-zod-form';

const schema = z.object({ name: z.string().trim().min(2, 'Too short.') });

function NameForm({ onSave, ready = true }: { onSave: (name: string) => void; ready?: boolean }) {
  const form = useZodForm(schema, {
    defaultValues: { name: '' },
    wording: (message) => (message === 'Too short.' ? 'Trop court.' : message),
  });
  const submit = form.handleSubmit((values) => onSave(values.name));
  return (
    <form onSubmit={submitWhen(ready, submit)}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {form.formState.errors.name && <p role="alert">{form.formState.errors.name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("validates with the schema, words its messages, and hands over the schema's output", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<NameForm onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), ' a ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop court.');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'da ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('a da'));
  });

  it('does not submit a form that is not ready, even with Enter', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<NameForm onSave={onSave} ready={false} />);
    await user.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
