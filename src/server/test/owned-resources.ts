import type { OwnedResource } from '@shared/contracts/endpoint';
import type { HttpSession } from './http-session';
import { multipartBody } from './multipart';

/**
 * One of each resource a user owns, made through the API as the user would (the access matrix
 * and the contract fuzz call every endpoint with them). Their texts carry `marker`, so a test can
 * tell whether a response leaked them to someone else.
 */
export interface OwnedResources {
  marker: string;
  ids: Record<OwnedResource, string>;
  /** The user message of the chat (message endpoints refuse some actions on it). */
  userMessageId: string;
  /** A share link the owner revoked. */
  revokedShareId: string;
}

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return (res.body ? res.json() : {}) as Record<string, unknown>;
}

export async function seedOwnedResources(session: HttpSession, marker: string): Promise<OwnedResources> {
  const revoked = (await ok(
    await session.post('/api/chats', { content: `${marker} an older plan`, stream: false }),
    'chat',
  )) as { chat: { id: string } };
  const revokedShare = (await ok(await session.post(`/api/chats/${revoked.chat.id}/share`), 'share')) as {
    shareId: string;
  };
  await ok(await session.delete(`/api/chats/${revoked.chat.id}/share`), 'unshare');

  const sent = (await ok(
    await session.post('/api/chats', { content: `${marker} plan a bake sale`, stream: false }),
    'chat',
  )) as { chat: { id: string }; userMessage: { id: string }; assistantMessage: { id: string } };
  const share = (await ok(await session.post(`/api/chats/${sent.chat.id}/share`), 'share')) as {
    shareId: string;
  };
  const upload = multipartBody([{ name: 'notes.txt', type: 'text/plain', data: `${marker} private notes` }]);
  const { attachment } = (await ok(
    await session.post('/api/attachments', upload.payload, upload.headers),
    'attachment',
  )) as {
    attachment: { id: string };
  };
  const folder = (await ok(await session.post('/api/folders', { name: `${marker} folder` }), 'folder')) as {
    id: string;
  };
  const recipe = (await ok(
    await session.post('/api/recipes', {
      title: `${marker} recipe`,
      content: `Recipe Title: ${marker}\nGoal: keep it private\nSteps:\n1. One\n2. Two`,
      folderId: folder.id,
    }),
    'recipe',
  )) as { id: string };
  return {
    marker,
    ids: {
      chat: sent.chat.id,
      message: sent.assistantMessage.id,
      share: share.shareId,
      attachment: attachment.id,
      recipe: recipe.id,
      folder: folder.id,
    },
    userMessageId: sent.userMessage.id,
    revokedShareId: revokedShare.shareId,
  };
}

/** The path parameters an endpoint needs, filled with the owner's ids (or `others` by name). */
export function ownedParams(
  path: string,
  owns: OwnedResource | undefined,
  resources: OwnedResources,
  others: Record<string, string> = {},
): Record<string, string> {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const byName: Record<string, OwnedResource> = {
    chatId: 'chat',
    messageId: 'message',
    shareId: 'share',
    attachmentId: 'attachment',
  };
  return Object.fromEntries(
    names.map((name) => {
      const kind = byName[name] ?? (name === 'id' ? owns : undefined);
      return [name, others[name] ?? (kind ? resources.ids[kind] : 'unknown')];
    }),
  );
}
