import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@shared/chat/attachments';
import { renderErrorText } from '@shared/errors/error-table';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousAttachments, serverAttachments } from '../lib/attachment-storage';
import { usePendingAttachments } from './use-pending-attachments';

type Refusal = 'notAllowed' | 'empty' | 'tooLarge' | 'contentMismatch' | 'unreadableImage';
/** The server's words for a refused attachment. */
const refusal = (kind: Refusal, name: string) => renderErrorText(`attachment.${kind}`, { name });

const toast = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const file = (name: string, type: string, content: BlobPart = 'hello') => new File([content], name, { type });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.error.mockReset();
  toast.warning.mockReset();
});

describe('usePendingAttachments', () => {
  it('skips disallowed, empty and oversized files with a notice naming each', () => {
    const { result } = renderHook(() => usePendingAttachments(serverAttachments));
    const big = file('huge.txt', 'text/plain');
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    act(() =>
      result.current.add([
        file('setup.exe', 'application/x-msdownload'),
        file('empty.txt', 'text/plain', ''),
        big,
      ]),
    );
    expect(toast.warning.mock.calls.map((c) => c[0])).toEqual([
      refusal('notAllowed', 'setup.exe'),
      refusal('empty', 'empty.txt'),
      refusal('tooLarge', 'huge.txt'),
    ]);
    expect(console.warn).toHaveBeenCalledWith(refusal('notAllowed', 'setup.exe'));
    expect(result.current.items).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps at most 10 files', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const { result } = renderHook(() => usePendingAttachments(serverAttachments));
    act(() => result.current.add(Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`, 'text/plain'))));
    expect(result.current.items).toHaveLength(10);
    expect(toast.warning).toHaveBeenCalledWith(ATTACHMENT_MESSAGES.tooMany);
    expect(result.current.busy).toBe(true);
  });

  it('uploads a signed-in user’s file, and removing it deletes the stored one', async () => {
    const stored = {
      id: 'att-1',
      url: '/api/attachments/att-1',
      type: 'text/markdown',
      name: 'plan.md',
      size: 5,
    };
    fetchMock.mockResolvedValueOnce(json(201, { attachment: stored }));
    const { result } = renderHook(() => usePendingAttachments(serverAttachments));
    // No type from the browser: the extension names it, and the upload carries that type.
    act(() => result.current.add([file('plan.md', '')]));
    await waitFor(() => expect(result.current.ready).toHaveLength(1));
    expect(result.current.busy).toBe(false);
    expect(result.current.ready[0]!.attachment).toEqual(stored);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/attachments');
    expect(((init as RequestInit).body as FormData).get('file')).toMatchObject({
      name: 'plan.md',
      type: 'text/markdown',
    });

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    act(() => result.current.remove(result.current.items[0]!.key));
    expect(result.current.items).toEqual([]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/attachments/att-1');
    expect((fetchMock.mock.calls[1]![1] as RequestInit).method).toBe('DELETE');
  });

  it('drops a file the server refuses, with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'VALIDATION_ERROR', message: refusal('contentMismatch', 'evil.png') }),
    );
    const { result } = renderHook(() => usePendingAttachments(serverAttachments));
    act(() => result.current.add([file('evil.png', 'image/png', 'MZ')]));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(refusal('contentMismatch', 'evil.png')),
    );
    expect(result.current.items).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('reads an anonymous visitor’s file in the browser instead of uploading it', async () => {
    const { result } = renderHook(() => usePendingAttachments(anonymousAttachments));
    act(() => result.current.add([file('notes.txt', 'text/plain', 'bring snacks')]));
    await waitFor(() => expect(result.current.ready).toHaveLength(1));
    const ready = result.current.ready[0]!;
    expect(ready.inline).toEqual({ name: 'notes.txt', type: 'text/plain', data: btoa('bring snacks') });
    // Not an image: the message names it, nothing more is kept in the browser's storage.
    expect(ready.attachment).toEqual({ url: '', type: 'text/plain', name: 'notes.txt', size: 12 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
