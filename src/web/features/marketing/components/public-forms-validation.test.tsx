import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test-utils';
import { ContactPage } from './contact-page';
import { NewsletterForm } from './newsletter-form';

afterEach(() => vi.restoreAllMocks());

/** The public forms check what the server's schema checks, before anything is sent, in the page's words. */
describe('public forms validation', () => {
  it('the contact form names every missing field, focuses the first, and clears a message on edit', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Ada');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the subscribe box refuses a malformed address with its one message', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithRouter(<NewsletterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
