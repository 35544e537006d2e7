import { StartupContext } from '@web/features/startup/startup-context';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test-utils';
import { ContactPage } from './contact-page';
import { NewsletterForm } from './newsletter-form';

const OFFLINE_NOTE = 'You are offline: sending needs a connection and is unavailable offline.';

function renderOffline(element: ReactNode) {
  return renderWithRouter(
    <StartupContext.Provider value={{ offline: true }}>{element}</StartupContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('public forms while offline', () => {
  it('the contact form says it cannot send, sends nothing and keeps what was typed', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderOffline(<ContactPage />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'support');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello there');
    expect(screen.getByTestId('contact-offline')).toHaveTextContent(OFFLINE_NOTE);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(expect.stringContaining(OFFLINE_NOTE));
    // A submit that gets through anyway (Enter in a field) sends nothing either.
    fireEvent.submit(screen.getByRole('form', { name: 'Contact us' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello there');
    expect(screen.queryByText('Network error. Please check your connection.')).not.toBeInTheDocument();
  });

  it('the subscribe box says it cannot subscribe, sends nothing and keeps the address', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderOffline(<NewsletterForm />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'ada@example.com{Enter}');
    expect(screen.getByTestId('newsletter-offline')).toHaveTextContent(OFFLINE_NOTE);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(input).toHaveValue('ada@example.com');
  });

  it('online, neither form shows the offline note', () => {
    renderWithRouter(
      <>
        <ContactPage />
        <NewsletterForm />
      </>,
    );
    expect(screen.queryByText(OFFLINE_NOTE, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
