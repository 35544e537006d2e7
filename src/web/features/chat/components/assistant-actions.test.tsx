import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageActionsContext } from '../hooks/use-message-actions';
import { ChatController } from '../lib/chat-controller';
import { newMessage, type UiMessage } from '../lib/message-model';
import { sameWhileStreaming } from './assistant-actions';
import { MessageItem } from './message-item';

/** The action row with the real controller (server mode) over the fake API. */
function renderWithController(extra: Partial<UiMessage> = {}) {
  const controller = new ChatController('server', 'c1', {
    onUsage: () => {},
    onChatsChanged: () => {},
    toast: () => {},
    openAuthPrompt: () => {},
    standardMode: () => false,
  });
  const reply = {
    ...newMessage('assistant', '# Recipe Title: T\n## Goal\nDo.\n## Steps\n1. A\n2. B\n3. C'),
    id: 'm-42',
    ...extra,
  };
  // Seed the controller's state the way a loaded chat has it.
  (controller as unknown as { state: { messages: unknown[] } }).state.messages = [reply];
  function View() {
    return (
      <MessageActionsContext value={{ controller, busy: false }}>
        <MessageItem
          message={controller.getSnapshot().messages[0] ?? reply}
          onRetry={() => {}}
          retryDisabled={false}
        />
      </MessageActionsContext>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <View /> }], { initialEntries: ['/chat/c1'] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return controller;
}

describe('assistant actions: feedback', () => {
  it('thumbs down opens the reason form; Submit needs a reason and sends it with the comment', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/messages/m-42/feedback': () => json(200, { message: {} }) },
    });
    const user = userEvent.setup();
    const controller = renderWithController();
    await user.click(screen.getByRole('button', { name: 'Bad response' }));
    // The form loads on demand, on the first thumbs-down.
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Not relevant to my question'));
    await user.type(screen.getByLabelText('Comment (optional)'), ' off topic ');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByTestId('feedback-form')).toBeNull());
    expect(api.callsTo('POST /api/messages/m-42/feedback').map((c) => c.body)).toEqual([
      { feedback: 'negative', reason: 'Not relevant to my question', comment: 'off topic' },
    ]);
    expect(controller.getSnapshot().messages[0]).toMatchObject({
      feedback: 'negative',
      feedbackReason: 'Not relevant to my question',
      feedbackComment: 'off topic',
    });
  });

  it('Cancel and Escape close the form without sending anything', async () => {
    const api = installFakeApi({ user: makeUser(), routes: {} });
    const user = userEvent.setup();
    renderWithController();
    await user.click(screen.getByRole('button', { name: 'Bad response' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('feedback-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bad response' }));
    await user.click(await screen.findByLabelText('Other'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('feedback-form')).toBeNull();
    expect(api.callsTo('POST /api/messages/m-42/feedback')).toEqual([]);
  });
});

describe('assistant actions: sources', () => {
  it('offers a sources toggle only when the reply has sources, and it shows and hides them', async () => {
    installFakeApi({ user: makeUser(), routes: {} });
    const user = userEvent.setup();
    renderWithController({ sources: [{ title: 'Baking guide', url: 'https://example.com/guide' }] });
    expect(screen.queryByRole('link', { name: 'Baking guide' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show sources' }));
    expect(screen.getByRole('link', { name: 'Baking guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    await user.click(screen.getByRole('button', { name: 'Hide sources' }));
    expect(screen.queryByRole('link', { name: 'Baking guide' })).toBeNull();
  });

  it('has no sources toggle without sources', () => {
    installFakeApi({ user: makeUser(), routes: {} });
    renderWithController();
    expect(screen.queryByRole('button', { name: 'Show sources' })).toBeNull();
  });
});

describe('assistant actions: keyboard', () => {
  it('moves along the toolbar with the arrow keys, Home and End', async () => {
    installFakeApi({ user: makeUser(), routes: {} });
    const user = userEvent.setup();
    renderWithController();
    const toolbar = screen.getByRole('toolbar', { name: 'Message actions' });
    screen.getByRole('button', { name: 'Copy' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Copy a link to this answer' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Regenerate response' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(toolbar.contains(document.activeElement)).toBe(true);
    // The row ends with Save and Publish ("Save, with a price").
    expect(document.activeElement).toHaveTextContent('Publish');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveTextContent('Save');
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });
});

describe('sameWhileStreaming (the row skips the renders of a stream)', () => {
  const base = {
    recipe: true,
    showCode: false,
    onShowCode: () => {},
    sourcesOpen: false,
    onSourcesOpen: () => {},
  };
  const streaming = { ...newMessage('assistant', 'Recipe'), status: 'streaming' as const };

  it('skips a render when only the streamed text grew', () => {
    const grown = { ...streaming, content: 'Recipe Title', thinking: 'more' };
    expect(sameWhileStreaming({ ...base, message: streaming }, { ...base, message: grown })).toBe(true);
  });

  it('renders when the reply ends, its other fields change, or another prop changes', () => {
    const ended = { ...streaming, status: 'complete' as const };
    expect(sameWhileStreaming({ ...base, message: streaming }, { ...base, message: ended })).toBe(false);
    const rated = { ...streaming, feedback: 'positive' as const };
    expect(sameWhileStreaming({ ...base, message: streaming }, { ...base, message: rated })).toBe(false);
    expect(
      sameWhileStreaming({ ...base, message: streaming }, { ...base, message: streaming, sourcesOpen: true }),
    ).toBe(false);
    const complete = newMessage('assistant', 'Done');
    expect(
      sameWhileStreaming(
        { ...base, message: complete },
        { ...base, message: { ...complete, content: 'Done!' } },
      ),
    ).toBe(false);
  });
});
