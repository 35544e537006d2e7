import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@shared/chat/attachments';
import type { ChatAttachment } from '@shared/contracts/chat';
import type { SharedChatResponse } from '@shared/contracts/chat-share';
import { renderErrorText } from '@shared/errors/error-table';
import { chatAttachments } from '../../../db/schema';
import { signUp } from '../../../test/accounts';
import type { FakeLlmServer } from '../../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../../test/http-session';
import { type MultipartFile, multipartBody } from '../../../test/multipart';
import { createTestApp, type TestAppWithModel } from '../../../test/test-app';

type Refusal = 'notAllowed' | 'empty' | 'tooLarge' | 'contentMismatch' | 'unreadableImage';
/** The server's words for a refused attachment. */
const refusal = (kind: Refusal, name: string) => renderErrorText(`attachment.${kind}`, { name });

/** Chat attachments over the real API: upload checks, access, sending, model input, clean-up. */
const ORIGIN = 'http://localhost:3996';
let fake: FakeLlmServer;
let t: TestAppWithModel;
let alice: HttpSession;
let aliceId: string;
let bob: HttpSession;
let visitor: HttpSession;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

async function photo(width = 64, height = 48) {
  // With EXIF (camera, and the like) that the server must strip.
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Alice' } })
    .jpeg()
    .toBuffer();
}

const upload = (session: HttpSession, file: MultipartFile) => {
  const { payload, headers } = multipartBody([file]);
  return session.post('/api/attachments', payload, headers);
};

async function uploaded(session: HttpSession, file: MultipartFile): Promise<ChatAttachment> {
  const res = await upload(session, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().attachment as ChatAttachment;
}

const filesOf = (userId: string) => {
  const dir = path.join(t.dataDir, 'files', 'chat-attachments', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: { provider: 'gemini' },
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000' },
    generation: { flushMs: 40 },
  });
  fake = t.fake;
  ({ session: alice, id: aliceId } = await signUp(t, 'alice-files@example.com', { verified: false }));
  ({ session: bob } = await signUp(t, 'bob-files@example.com', { ip: '10.2.0.2', verified: false }));
  visitor = t.session('10.2.0.3');
});
afterAll(() => t.close());
beforeEach(() => fake.reset());

describe('uploading', () => {
  it('stores an image re-encoded, without its metadata, under chat-attachments/{uid}/{timestamp_filename}', async () => {
    const original = await photo(4000, 3000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const attachment = await uploaded(alice, {
      name: 'Beach trip (1).jpg',
      type: 'image/jpeg',
      data: original,
    });
    expect(attachment).toMatchObject({ type: 'image/jpeg', name: 'Beach trip (1).jpg' });
    expect(attachment.url).toBe(`/api/attachments/${attachment.id}`);

    const [row] = await t.database.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, attachment.id!));
    expect(row!.storageKey).toMatch(new RegExp(`^chat-attachments/${aliceId}/\\d{13}_Beach-trip-1-\\.jpg$`));
    const res = await alice.get(attachment.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(res.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBeLessThanOrEqual(1920);
    expect(stored.height).toBeLessThanOrEqual(1080);
    expect(stored.width! / stored.height!).toBeCloseTo(4 / 3, 1);
    expect(attachment.size).toBe(res.rawPayload.length);
  });

  it('turns an svg into a png, so no script inside it can ever run', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const attachment = await uploaded(alice, { name: 'logo.svg', type: 'image/svg+xml', data: svg });
    expect(attachment).toMatchObject({ name: 'logo.png', type: 'image/png' });
    const res = await alice.get(attachment.url);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses files that lie about their type, empty, oversized and unsupported files, storing nothing', async () => {
    const before = filesOf(aliceId).length;
    const rowsBefore = (await t.database.db.select().from(chatAttachments)).length;
    const cases: Array<[MultipartFile, number, string]> = [
      [{ name: 'evil.png', type: 'image/png', data: EXE }, 400, refusal('contentMismatch', 'evil.png')],
      [
        { name: 'fake.pdf', type: 'application/pdf', data: '<html>hi</html>' },
        400,
        refusal('contentMismatch', 'fake.pdf'),
      ],
      [
        { name: 'data.json', type: 'application/json', data: '{not json' },
        400,
        refusal('contentMismatch', 'data.json'),
      ],
      [
        { name: 'notes.txt', type: 'text/plain', data: Buffer.from([0x00, 0x01, 0xff]) },
        400,
        refusal('contentMismatch', 'notes.txt'),
      ],
      [
        { name: 'setup.exe', type: 'application/x-msdownload', data: EXE },
        400,
        refusal('notAllowed', 'setup.exe'),
      ],
      [{ name: 'run.sh', data: '#!/bin/sh\n' }, 400, refusal('notAllowed', 'run.sh')],
      [{ name: 'empty.txt', type: 'text/plain', data: '' }, 400, refusal('empty', 'empty.txt')],
      [
        {
          name: 'broken.png',
          type: 'image/png',
          data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(50, 1)]),
        },
        400,
        refusal('unreadableImage', 'broken.png'),
      ],
      [
        { name: 'huge.txt', type: 'text/plain', data: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 97) },
        413,
        refusal('tooLarge', 'huge.txt'),
      ],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(alice, file);
      expect(res.statusCode, file.name).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(filesOf(aliceId)).toHaveLength(before);
    expect(await t.database.db.select().from(chatAttachments)).toHaveLength(rowsBefore);
  });

  it('keeps a path-traversal name inside the user folder, and refuses bad requests', async () => {
    const attachment = await uploaded(alice, {
      name: '../../../etc/passwd.txt',
      type: 'text/plain',
      data: 'root:x',
    });
    expect(attachment.name).toBe('passwd.txt');
    const [row] = await t.database.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, attachment.id!));
    expect(row!.storageKey).toMatch(new RegExp(`^chat-attachments/${aliceId}/\\d+_passwd\\.txt$`));

    const notMultipart = await alice.post('/api/attachments', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const anonymous = await upload(visitor, { name: 'a.txt', type: 'text/plain', data: 'hi' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes the type from the extension when the browser gives none', async () => {
    const attachment = await uploaded(alice, {
      name: 'plan.md',
      type: 'application/octet-stream',
      data: '# Plan',
    });
    expect(attachment.type).toBe('text/markdown');
  });
});

describe('sending and reading', () => {
  it('sends a photo and a text file with a message: the model sees both, others see nothing', async () => {
    const image = await uploaded(alice, { name: 'sketch.jpg', type: 'image/jpeg', data: await photo() });
    const notes = await uploaded(alice, {
      name: 'notes.csv',
      type: 'text/csv',
      data: 'step,owner\nbake,Alice\n',
    });
    const pdf = await uploaded(alice, { name: 'brief.pdf', type: 'application/pdf', data: PDF });

    const res = await alice.post('/api/chats', {
      content: 'Turn this into a plan',
      stream: false,
      attachmentIds: [image.id, notes.id, pdf.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent.userMessage.attachments.map((a: ChatAttachment) => a.name)).toEqual([
      'sketch.jpg',
      'notes.csv',
      'brief.pdf',
    ]);
    expect(sent.assistantMessage.status).toBe('complete');

    // Gemini got the picture and the PDF as inline data, and the CSV read into the prompt.
    const call = fake.requests.find((r) => r.path.includes('streamGenerateContent'))!;
    const parts = (
      call.body as { contents: Array<{ role: string; parts: Array<Record<string, unknown>> }> }
    ).contents.at(-1)!.parts;
    const inline = parts.flatMap((p) =>
      p.inlineData ? [(p.inlineData as { mimeType: string }).mimeType] : [],
    );
    expect(inline).toEqual(['image/jpeg', 'application/pdf']);
    const text = parts.map((p) => p.text ?? '').join('\n');
    expect(text).toContain('Turn this into a plan');
    expect(text).toContain('bake,Alice');

    // The owner reads them; another user and a stranger do not, not even that they exist.
    expect((await alice.get(pdf.url)).headers['content-disposition']).toMatch(
      /^inline; filename\*=UTF-8''brief\.pdf/,
    );
    expect((await alice.get(notes.url)).headers['content-disposition']).toMatch(/^attachment;/);
    for (const other of [bob, visitor]) {
      const denied = await other.get(image.url);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().message).toBe(ATTACHMENT_MESSAGES.notFound);
    }

    // While the chat is shared, its viewers read them too; after revoking, no longer.
    const { shareId } = (await alice.post(`/api/chats/${sent.chat.id}/share`)).json();
    const shared = (await visitor.get(`/api/shares/${shareId}`)).json() as SharedChatResponse;
    expect(shared.messages[0]!.attachments.map((a) => a.url)).toEqual([image.url, notes.url, pdf.url]);
    expect((await visitor.get(image.url)).statusCode).toBe(200);
    expect((await bob.get(pdf.url)).statusCode).toBe(200);
    expect((await alice.delete(`/api/chats/${sent.chat.id}/share`)).statusCode).toBe(204);
    expect((await visitor.get(image.url)).statusCode).toBe(404);

    // A sent attachment cannot be sent again, nor removed on its own.
    const again = await alice.post(`/api/chats/${sent.chat.id}/messages`, {
      content: 'again',
      attachmentIds: [image.id],
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ATTACHMENT_MESSAGES.notFound);
    const remove = await alice.delete(image.url);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(ATTACHMENT_MESSAGES.alreadySent);
  });

  it('sends files without text, and refuses another user’s file, too many files, and nothing at all', async () => {
    const image = await uploaded(alice, {
      name: 'only-a-photo.jpg',
      type: 'image/jpeg',
      data: await photo(),
    });
    const res = await alice.post('/api/chats', { content: '  ', stream: false, attachmentIds: [image.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().userMessage).toMatchObject({ content: '' });
    expect(res.json().chat.title).not.toBe('');

    const bobs = await uploaded(bob, { name: 'b.txt', type: 'text/plain', data: 'bob only' });
    const stolen = await alice.post('/api/chats', { content: 'steal', attachmentIds: [bobs.id] });
    expect(stolen.statusCode).toBe(404);
    expect((await alice.get(bobs.url)).statusCode).toBe(404);
    expect((await alice.delete(bobs.url)).statusCode).toBe(404);

    const eleven = Array.from({ length: 11 }, (_, i) => `id-${i}`);
    const tooMany = await alice.post('/api/chats', { content: 'many', attachmentIds: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(ATTACHMENT_MESSAGES.tooMany);

    const empty = await alice.post('/api/chats', { content: ' ', attachmentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Type a message before sending.');
  });

  it('removes an unsent attachment, and a deleted chat takes its files with it', async () => {
    const draft = await uploaded(alice, { name: 'draft.txt', type: 'text/plain', data: 'draft' });
    const count = filesOf(aliceId).length;
    expect((await alice.delete(draft.url)).statusCode).toBe(204);
    expect(filesOf(aliceId)).toHaveLength(count - 1);
    expect((await alice.get(draft.url)).statusCode).toBe(404);

    const kept = await uploaded(alice, { name: 'kept.txt', type: 'text/plain', data: 'kept' });
    const sent = (
      await alice.post('/api/chats', { content: 'keep', stream: false, attachmentIds: [kept.id] })
    ).json();
    const withChat = filesOf(aliceId).length;
    expect((await alice.delete(`/api/chats/${sent.chat.id}`)).statusCode).toBe(204);
    expect(filesOf(aliceId)).toHaveLength(withChat - 1);
    expect((await alice.get(kept.url)).statusCode).toBe(404);
  });
});

describe('anonymous attachments', () => {
  it('are checked and given to the model, and never stored', async () => {
    const rows = (await t.database.db.select().from(chatAttachments)).length;
    const res = await visitor.post('/api/anonymous/generate', {
      content: 'Use my list',
      attachments: [
        { name: 'list.txt', type: 'text/plain', data: Buffer.from('milk and eggs').toString('base64') },
      ],
    });
    expect(res.statusCode).toBe(200);
    const call = fake.requests.find((r) => r.path.includes('streamGenerateContent'))!;
    expect(JSON.stringify(call.body)).toContain('milk and eggs');
    expect(await t.database.db.select().from(chatAttachments)).toHaveLength(rows);

    const lie = await visitor.post('/api/anonymous/generate', {
      content: 'Use my picture',
      attachments: [{ name: 'evil.png', type: 'image/png', data: EXE.toString('base64') }],
    });
    expect(lie.statusCode).toBe(400);
    expect(lie.json().message).toBe(refusal('contentMismatch', 'evil.png'));
  });
});

describe('deleting an account', () => {
  it("removes the user's stored files", async () => {
    const { session: carol } = await signUp(t, 'carol-files@example.com', {
      ip: '10.2.0.9',
      verified: false,
    });
    const carolId = (await carol.get('/api/me')).json().user.id as string;
    await uploaded(carol, { name: 'c.txt', type: 'text/plain', data: 'carol' });
    expect(filesOf(carolId)).toHaveLength(1);
    expect((await carol.post('/api/auth/delete-user', { password: 'secret-pass' })).statusCode).toBe(200);
    expect(filesOf(carolId)).toHaveLength(0);
    expect(filesOf(aliceId).length).toBeGreaterThan(0);
  });
});
