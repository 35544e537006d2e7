import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDefinition, fillPath } from '@shared/contracts/endpoint';
import { signUp } from '../test/accounts';
import type { HttpSession } from '../test/http-session';
import { type OwnedResources, ownedParams, seedOwnedResources } from '../test/owned-resources';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The access matrix, from the endpoint definitions: every endpoint the app registers is called
 * as a visitor, an unverified account, another user, an administrator and the owner, with the
 * owner's real ids (chat, message and its versions, live and revoked shares, attachment, recipe
 * with its cover, folder). Each endpoint must have an expectation below; the suite fails for one
 * without, for a success where the access level or ownership says no, and for any response that
 * carries the owner's data to someone else.
 */
const ORIGIN = 'http://localhost:3982';
const ADMIN = 'matrix-admin@example.com';

interface Expectation {
  /** The owner's status with `request`; null when it cannot be called here (say why in `why`). */
  owner: number | null;
  request?: { body?: unknown; query?: Record<string, string> };
  /** Other users may read it by design (a live share link and what it shows). */
  sharedWithAnyone?: boolean;
  /** The owner's call uses the resources up: fresh ones are made afterwards. */
  consumes?: boolean;
  why?: string;
}

const CHAT_TEXT = { content: 'MATRIX another question', stream: false };
const EXPECTATIONS: Record<string, Expectation> = {
  // API reference
  'GET /api/openapi.json': { owner: 200 },
  'GET /api/docs': { owner: 200 },
  'GET /api/docs/assets/:file': { owner: 404, why: 'the path has no asset of that name' },
  // Site, health and start-up
  'GET /api/config': { owner: 200 },
  'GET /healthz': { owner: 200 },
  'GET /readyz': { owner: 200 },
  'POST /api/contact': {
    owner: 200,
    request: {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'general',
        message: 'A question about the plans you offer.',
      },
    },
  },
  'POST /api/newsletter': { owner: 200, request: { body: { email: 'ada-news@example.com' } } },
  // Accounts (better-auth behind our routes): they act on the caller's session or a mailed link
  'POST /api/auth/sign-up/email': {
    owner: 200,
    request: { body: { email: 'matrix-fresh@example.com', password: 'secret-pass' } },
  },
  'POST /api/auth/sign-in/email': {
    owner: 200,
    request: { body: { email: 'matrix-owner@example.com', password: 'secret-pass' } },
  },
  'POST /api/auth/sign-out': { owner: null, why: 'ends the session; auth tests cover it' },
  'GET /api/auth/get-session': { owner: 200 },
  'POST /api/auth/request-password-reset': {
    owner: 200,
    request: { body: { email: 'matrix-owner@example.com', redirectTo: '/reset-password' } },
  },
  'GET /api/auth/reset-password/:token': {
    owner: 302,
    request: { query: { callbackURL: '/reset-password' } },
    why: 'an unknown token goes to the page with ?error',
  },
  'POST /api/auth/reset-password': {
    owner: 400,
    request: { body: { newPassword: 'another-pass', token: 'none' } },
    why: 'no such reset link',
  },
  'POST /api/auth/change-password': {
    owner: 400,
    request: { body: { currentPassword: 'not-it', newPassword: 'another-pass' } },
    why: 'the current password is wrong',
  },
  'POST /api/auth/send-verification-email': {
    owner: 400,
    request: { body: { email: 'matrix-owner@example.com' } },
    why: 'the address is verified already',
  },
  'GET /api/auth/verify-email': { owner: 302, request: { query: { token: 'abc' } } },
  'POST /api/auth/verify-email': {
    owner: 400,
    request: { body: { token: 'forged', password: 'owner-pass' } },
    why: 'a forged link',
  },
  'POST /api/auth/delete-user': { owner: null, why: 'deletes the account; auth tests cover it' },
  'POST /api/auth/revoke-sessions': { owner: null, why: 'ends every session; auth tests cover it' },
  'POST /api/auth/two-factor/enable': { owner: 400, request: { body: { password: 'not-it' } } },
  'POST /api/auth/two-factor/disable': { owner: 400, request: { body: { password: 'not-it' } } },
  'POST /api/auth/two-factor/get-totp-uri': { owner: 400, request: { body: { password: 'not-it' } } },
  'POST /api/auth/two-factor/verify-totp': {
    owner: 400,
    request: { body: { code: '123456' } },
    why: 'two-factor is not on for this account',
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    owner: 400,
    request: { body: { code: 'abcd-efgh' } },
    why: 'two-factor is not on for this account',
  },
  'POST /api/auth/sign-in/oauth2': {
    owner: 404,
    request: { body: { providerId: 'google' } },
    why: 'Google is not configured here',
  },
  'GET /api/auth/callback/google': { owner: 302 },
  'GET /api/auth/error': { owner: 200 },
  // Account
  'GET /api/me': { owner: 200 },
  'GET /api/session': { owner: 200 },
  'GET /api/usage': { owner: 200 },
  // Chats
  'GET /api/chats': { owner: 200 },
  'POST /api/chats': { owner: 201, request: { body: CHAT_TEXT } },
  'GET /api/chats/:chatId': { owner: 200 },
  'DELETE /api/chats/:chatId': { owner: 204, consumes: true },
  'POST /api/chats/:chatId/messages': { owner: 201, request: { body: CHAT_TEXT } },
  'GET /api/messages/:messageId/stream': { owner: 200 },
  'POST /api/messages/:messageId/cancel': {
    owner: 200,
    why: 'the reply is finished: answers cancelled: false',
  },
  'POST /api/messages/:messageId/retry': { owner: 409, why: 'the reply is finished: nothing to retry' },
  'GET /api/events': { owner: null, why: 'an endless stream; session-streams tests cover it' },
  'POST /api/anonymous/generate': { owner: null, why: 'for visitors; anonymous-generate tests cover it' },
  'GET /api/chat-history': { owner: 200 },
  // Message actions
  'POST /api/messages/:messageId/regenerate': {
    owner: 200,
    request: { body: { option: 'concise' } },
    consumes: true,
    why: 'its reply is being written afterwards',
  },
  'POST /api/messages/:messageId/version': { owner: 200, request: { body: { index: 0 } } },
  'POST /api/messages/:messageId/edit': {
    owner: 400,
    request: { body: { content: 'MATRIX edited' } },
    why: 'the id is the reply; only a question can be edited',
  },
  'POST /api/messages/:messageId/feedback': { owner: 200, request: { body: { feedback: 'positive' } } },
  'POST /api/messages/:messageId/convert': { owner: 200, request: { body: { format: 'markdown' } } },
  // Sharing
  'GET /api/chats/:chatId/share': { owner: 200 },
  'POST /api/chats/:chatId/share': { owner: 200 },
  'DELETE /api/chats/:chatId/share': { owner: 204, consumes: true },
  'GET /api/shares/:shareId': { owner: 200, sharedWithAnyone: true },
  // Attachments
  'POST /api/attachments': { owner: null, why: 'multipart upload; attachments tests cover it' },
  'GET /api/attachments/:attachmentId': { owner: 200 },
  'DELETE /api/attachments/:attachmentId': { owner: 204, consumes: true },
  // Recipes and folders
  'GET /api/recipes': { owner: 200 },
  'POST /api/recipes': {
    owner: 201,
    request: { body: { title: 'MATRIX plan', content: 'Goal: plan\nSteps:\n1. One' } },
  },
  'GET /api/recipes/search': { owner: 200, request: { query: { q: 'MATRIX' } } },
  'GET /api/recipes/:id': { owner: 200 },
  // A reader's ticks and pin on the owner's saved recipe (issue 24); every kind in reading-states.db.test.ts.
  'GET /api/reading-states/:kind/:id': { owner: 200 },
  'PUT /api/reading-states/:kind/:id': { owner: 200, request: { body: { completed: ['0:0'], pinned: true } } },
  'PATCH /api/recipes/:id': { owner: 200, request: { body: { title: 'MATRIX renamed' } } },
  'DELETE /api/recipes/:id': { owner: 204, consumes: true },
  'POST /api/recipes/from-message': { owner: 201, request: { body: { messageId: '$message' } } },
  'POST /api/recipes/generate': { owner: 201, request: { body: { prompt: 'a weekly plan' } } },
  'GET /api/recipes/:id/download': { owner: 200, request: { query: { format: 'md' } } },
  'GET /api/recipes/:id/image': { owner: 404, why: 'no cover yet: the job runner is off here' },
  'GET /api/recipes/export': { owner: 200 },
  'POST /api/recipes/import': { owner: null, why: 'multipart upload; recipe-io tests cover it' },
  'GET /api/folders': { owner: 200 },
  'POST /api/folders': { owner: 201, request: { body: { name: 'MATRIX folder' } } },
  'PATCH /api/folders/:id': { owner: 200, request: { body: { name: 'MATRIX renamed' } } },
  'DELETE /api/folders/:id': { owner: 204, consumes: true },
  // Settings: the user's own preferences and notification preferences
  'GET /api/preferences': { owner: 200 },
  'PATCH /api/preferences': { owner: 200, request: { body: { theme: 'light', language: 'de' } } },
  'POST /api/preferences/reset': { owner: 200 },
  'GET /api/notification-preferences': { owner: 200 },
  'PATCH /api/notification-preferences': {
    owner: 200,
    request: { body: { weeklyDigest: false, quietHours: { from: '23:00', to: '07:00' } } },
  },
  'POST /api/notification-preferences/reset': { owner: 200 },
  'POST /api/notification-preferences/test': { owner: 200 },
  // Settings: the user's own profile (display name and photo)
  'PATCH /api/profile': { owner: 200, request: { body: { displayName: 'Matrix Owner' } } },
  'PUT /api/profile/photo': { owner: null, why: 'multipart upload; profile tests cover it' },
  'DELETE /api/profile/photo': { owner: 200 },
  'GET /api/profile-photos/:userId/:file': {
    owner: 404,
    why: 'no such user nor photo; profile tests cover a real one',
  },
  // Settings: the user's own AI key
  'GET /api/ai-key': { owner: 200 },
  'PUT /api/ai-key': {
    owner: 400,
    request: { body: { provider: 'gemini', apiKey: 'AIza-matrix-key-1234' } },
    why: 'its test call cannot reach Gemini from here (ai.keyUnreachable); ai-key tests save through the fake model',
  },
  'DELETE /api/ai-key': { owner: 200 },
  // Marketplace try before you buy (a listing id the owner of these resources neither made nor
  // can see; trial.db.test.ts runs these as visitor, buyer, owner, creator and administrator)
  'POST /api/marketplace/listings/:id/trials': {
    owner: 404,
    request: { body: { input: 'MATRIX my week' } },
    why: 'no such listing',
  },
  'GET /api/marketplace/listings/:id/trials/mine': { owner: 404, why: 'no such listing' },
  'POST /api/marketplace/listings/:id/runs': {
    owner: 404,
    request: { body: { input: 'MATRIX a sample' } },
    why: 'no such listing',
  },
  'GET /api/marketplace/listings/:id/runs': { owner: 404, why: 'no such listing' },
  'PATCH /api/marketplace/listings/:id/runs/:runId': {
    owner: 404,
    request: { body: { isPublic: true } },
    why: 'no such listing',
  },
  'GET /api/marketplace/listings/:id/samples': { owner: 404, why: 'no such listing' },
  // Marketplace reviews and comments (no listing nor comment of these ids; reviews.db.test.ts and
  // comments.db.test.ts run each as visitor, unverified, non-owner, owner, creator and author)
  'GET /api/marketplace/listings/:id/reviews': { owner: 404, why: 'no such listing' },
  'POST /api/marketplace/listings/:id/reviews': {
    owner: 404,
    request: { body: { rating: 5, comment: 'MATRIX review' } },
    why: 'no such listing',
  },
  'GET /api/marketplace/listings/:id/comments': { owner: 404, why: 'no such listing' },
  'POST /api/marketplace/listings/:id/comments': {
    owner: 404,
    request: { body: { content: 'MATRIX comment' } },
    why: 'no such listing',
  },
  'GET /api/marketplace/comments/:commentId/replies': { owner: 404, why: 'no such comment' },
  'PATCH /api/marketplace/comments/:commentId': {
    owner: 404,
    request: { body: { content: 'MATRIX edited' } },
    why: 'no such comment',
  },
  'DELETE /api/marketplace/comments/:commentId': { owner: 404, why: 'no such comment' },
  'POST /api/marketplace/comments/:commentId/like': { owner: 404, why: 'no such comment' },
  'POST /api/marketplace/comments/:commentId/flag': {
    owner: 404,
    request: { body: { reason: 'MATRIX spam' } },
    why: 'no such comment',
  },
  // Marketplace recipe detail (no listing of this id; listing-detail.db.test.ts and
  // listing-detail-leak.db.test.ts run both as visitor, stranger, owner, creator and administrator
  // on published, draft, pending and deleted listings)
  'GET /api/marketplace/listings/:id': { owner: 404, why: 'no such listing' },
  'POST /api/marketplace/listings/:id/seen': { owner: 404, why: 'no such listing' },
  // Marketplace browse and creator pages (public)
  'GET /api/marketplace/listings': { owner: 200, request: { query: { sort: 'trending', q: 'plan' } } },
  'GET /api/marketplace/categories': { owner: 200 },
  'GET /api/marketplace/creators/:creatorId': {
    owner: 404,
    why: 'the owner has published nothing: no creator profile',
  },
  'GET /api/marketplace/creators/:creatorId/listings': { owner: 404, why: 'no creator profile, as above' },
  // Marketplace purchases and payments (no listing nor checkout of these ids; purchase.db.test.ts
  // runs each as visitor, buyer, owner, creator and stranger with real listings and checkouts)
  'POST /api/marketplace/listings/:id/checkout': { owner: 404, why: 'no such listing' },
  'GET /api/payments/checkouts/:id': { owner: 404, why: 'no such checkout' },
  'POST /api/payments/local/checkouts/:id/pay': { owner: 404, why: 'no such checkout' },
  'POST /api/payments/local/checkouts/:id/cancel': { owner: 404, why: 'no such checkout' },
  'POST /api/payments/webhooks/local': {
    owner: 400,
    why: 'public, but every call must carry the provider signature: an unsigned one is refused',
  },
  'POST /api/marketplace/listings/:id/claim': { owner: 404, why: 'no such listing' },
  'GET /api/marketplace/listings/:id/download': { owner: 404, why: 'no such listing' },
  'GET /api/marketplace/purchases': { owner: 200 },
  'POST /api/marketplace/listings/:id/copy': { owner: 404, why: 'no such listing' },
  // Marketplace publishing and the Recipe Manager (publish.db.test.ts publishes real recipes and
  // runs every listing operation as the creator and as someone else)
  'POST /api/marketplace/listings': {
    owner: 404,
    request: { body: { recipeId: 'matrix-no-recipe', priceCents: 0 } },
    why: 'no such gallery recipe',
  },
  'POST /api/marketplace/listings/drafts': {
    owner: 201,
    request: {
      body: {
        title: 'Matrix draft',
        content: '# Matrix draft\n\n## Goal\nA goal.\n\n## Steps\n1. One step.',
        description: '',
        priceCents: 999,
        category: 'general',
        tags: ['matrix'],
      },
    },
  },
  'POST /api/marketplace/images': { owner: null, why: 'multipart upload; publish tests cover it' },
  'GET /api/marketplace/my-listings': { owner: 200 },
  'PATCH /api/marketplace/listings/:id': {
    owner: 404,
    request: { body: { title: 'Renamed' } },
    why: 'no such listing',
  },
  'POST /api/marketplace/listings/:id/publish': { owner: 404, why: 'no such listing' },
  'POST /api/marketplace/listings/:id/unpublish': { owner: 404, why: 'no such listing' },
  'DELETE /api/marketplace/listings/:id': { owner: 404, why: 'no such listing' },
  'GET /api/marketplace/listings/:id/image': { owner: 404, why: 'no such listing' },
  'GET /api/payments/account-status': { owner: 200 },
  // A creator's payment account: the caller's own (created here, so the link answers after it);
  // payment-account.db.test.ts runs the onboarding through the signed webhook
  'POST /api/payments/account': { owner: 200 },
  'POST /api/payments/account/onboarding-link': { owner: 200, why: 'the account made just before' },
  'POST /api/payments/local/accounts/:accountId/complete': { owner: 404, why: 'no such account' },
  'POST /api/payments/account/refresh': { owner: 200, request: { body: {} } },
  'POST /api/payments/webhooks/stripe': {
    owner: 404,
    why: 'public, but Stripe is not the configured provider here: it accepts nothing (stripe-payments.db.test.ts runs it with Stripe)',
  },
  // Purchase history and refunds (refunds.db.test.ts runs refunds with real purchases)
  'GET /api/marketplace/purchase-history': { owner: 200 },
  'POST /api/marketplace/purchases/:id/refund': {
    owner: 404,
    request: { body: {} },
    why: 'no such purchase',
  },
  // Generation metrics: the later actions on the owner's own reply, the Prometheus scrape
  // (recording.db.test.ts scrapes with METRICS_TOKEN and as an admin)
  'GET /api/metrics/me': { owner: 200 },
  'GET /api/admin/metrics': { owner: 403, why: 'admin only; metrics-dashboard tests read it as an admin' },
  'POST /api/metrics/actions': { owner: 204, request: { body: { messageId: '$message', action: 'copy' } } },
  'GET /api/metrics/prometheus': {
    owner: 403,
    why: 'for METRICS_TOKEN or an admin session; a member is refused',
  },
  // Evaluation harness (its own guard: an evaluation session or a signed-in admin)
  'GET /api/evaluation/access': { owner: 200 },
  'POST /api/evaluation/access': {
    owner: 400,
    request: { body: { code: 'not-a-valid-code' } },
    why: 'wrong code',
  },
  'DELETE /api/evaluation/access': { owner: 204 },
  'POST /api/evaluation/runs': {
    owner: 401,
    request: { body: { caseCount: 10 } },
    why: 'no evaluation session',
  },
  'GET /api/evaluation/runs': { owner: 401, why: 'no evaluation session' },
  'GET /api/evaluation/runs/:id': { owner: 401, why: 'no evaluation session' },
  'GET /api/evaluation/runs/:id/events': { owner: 401, why: 'no evaluation session' },
  'GET /api/evaluation/runs/:id/report': { owner: 401, why: 'no evaluation session' },
  'GET /api/evaluation/runs/:id/export': {
    owner: 401,
    request: { query: { format: 'md' } },
    why: 'no evaluation session',
  },
  'GET /api/evaluation/history': { owner: 401, why: 'no evaluation session' },
  'GET /api/evaluation/runs/:id/improvements': { owner: 401, why: 'no evaluation session' },
  'PATCH /api/evaluation/improvements/:id': {
    owner: 401,
    request: { body: { completed: true } },
    why: 'no evaluation session',
  },
  'POST /api/evaluation/runs/:id/improvements/bulk': {
    owner: 401,
    request: { body: { action: 'markAllComplete' } },
    why: 'no evaluation session',
  },
  // The admin panel: admin only (moderation.db.test.ts and the admin operations tests run it as an admin)
  'GET /api/admin/moderation': { owner: 403, why: 'admin only' },
  'GET /api/admin/moderation/listings/:id': { owner: 403, why: 'admin only' },
  'POST /api/admin/moderation/listings/:id/approve': { owner: 403, why: 'admin only' },
  'POST /api/admin/moderation/listings/:id/reject': {
    owner: 403,
    request: { body: { reason: 'Needs steps' } },
    why: 'admin only',
  },
  'POST /api/admin/moderation/listings/:id/unpublish': {
    owner: 403,
    request: { body: { reason: 'Copied' } },
    why: 'admin only',
  },
  'DELETE /api/admin/moderation/listings/:id': { owner: 403, why: 'admin only' },
  'POST /api/admin/moderation/comments/:commentId/uphold': { owner: 403, why: 'admin only' },
  'POST /api/admin/moderation/comments/:commentId/dismiss': { owner: 403, why: 'admin only' },
  'DELETE /api/admin/moderation/comments/:commentId': { owner: 403, why: 'admin only' },
  'GET /api/admin/moderation/conversation-reports/:reportId/messages': { owner: 403, why: 'admin only' },
  'POST /api/admin/moderation/conversation-reports/:reportId/uphold': {
    owner: 403,
    request: { body: { reason: 'Abuse' } },
    why: 'admin only',
  },
  'POST /api/admin/moderation/conversation-reports/:reportId/dismiss': {
    owner: 403,
    request: { body: { reason: 'No rule broken' } },
    why: 'admin only',
  },
  'GET /api/admin/audit-log': { owner: 403, why: 'admin only' },
  'GET /api/admin/users': { owner: 403, why: 'admin only' },
  'GET /api/admin/users/:userId': { owner: 403, why: 'admin only' },
  'POST /api/admin/users/:userId/disable': {
    owner: 403,
    request: { body: { reason: 'matrix check' } },
    why: 'admin only',
  },
  'POST /api/admin/users/:userId/enable': { owner: 403, why: 'admin only' },
  'POST /api/admin/users/:userId/creator-verification': {
    owner: 403,
    request: { body: { verified: true } },
    why: 'admin only',
  },
  'GET /api/admin/contact-messages': { owner: 403, why: 'admin only' },
  'GET /api/admin/contact-messages/:messageId': { owner: 403, why: 'admin only' },
  'POST /api/admin/contact-messages/:messageId/handled': {
    owner: 403,
    request: { body: { handled: true } },
    why: 'admin only',
  },
  'POST /api/admin/contact-messages/:messageId/resend': { owner: 403, why: 'admin only' },
  'GET /api/admin/jobs/failed': { owner: 403, why: 'admin only' },
  'POST /api/admin/jobs/:jobId/retry': { owner: 403, why: 'admin only' },
  // Becoming a creator and the creator profile: the owner becomes a creator first (idempotent),
  // then the profile calls answer (creator-profile.db.test.ts covers every rule and the images)
  'GET /api/creators/me': { owner: 200 },
  'POST /api/creators/me': { owner: 200, why: 'the owner becomes a creator here (idempotent)' },
  'GET /api/creators/me/profile': { owner: 200, why: 'a creator since the call before' },
  'PUT /api/creators/me/profile': {
    owner: 200,
    request: {
      body: {
        displayName: 'Matrix Owner',
        title: '',
        bio: '',
        location: '',
        website: '',
        experience: null,
        instagram: '',
        youtube: '',
        tiktok: '',
        twitter: '',
        github: '',
        linkedin: '',
        specialties: [],
        portfolioVisible: true,
        acceptCommissions: false,
        commissionRate: 50,
        availableForCollabs: false,
      },
    },
  },
  'POST /api/creators/me/profile/images/:kind': {
    owner: null,
    why: 'multipart upload; creator-profile.db.test.ts covers it',
  },
  'DELETE /api/creators/me/profile/images/:kind': {
    owner: 400,
    why: "the matrix names the kind 'unknown': neither photo nor banner",
  },
  'GET /api/creators/:creatorId/images/:file': { owner: 404, why: 'no such image' },
  // Creator analytics and payouts: the caller's own (analytics.db.test.ts and payouts.db.test.ts run them with sales)
  'GET /api/creator/analytics': { owner: 200 },
  'GET /api/creator/payouts': { owner: 200 },
  // Marketplace settings: the caller's own
  'GET /api/marketplace/settings': { owner: 200 },
  'PUT /api/marketplace/settings/payout': {
    owner: 200,
    request: { body: { frequency: 'monthly', minimumAmount: 50, autoPayoutEnabled: true } },
  },
  'PATCH /api/marketplace/settings/notifications': { owner: 200, request: { body: { salesAlerts: false } } },
  'PATCH /api/marketplace/settings/privacy': { owner: 200, request: { body: { showEarnings: true } } },
  'POST /api/marketplace/settings/terms': { owner: 200 },
  // The subscription: the caller's own (subscription.db.test.ts runs it through the local provider's webhooks)
  'GET /api/billing/subscription': { owner: 200 },
  'POST /api/billing/subscription/checkout': { owner: 200, why: 'not subscribed: a new checkout each call' },
  'POST /api/billing/subscription/cancel': { owner: 409, why: 'no subscription' },
  'POST /api/billing/subscription/resume': { owner: 409, why: 'no subscription' },
  'GET /api/billing/local/sessions/:sessionId': { owner: 404, why: 'no such session' },
  'POST /api/billing/local/sessions/:sessionId/start': { owner: 404, why: 'no such session' },
  'POST /api/billing/local/sessions/:sessionId/cancel': { owner: 404, why: 'no such session' },
  // Direct messaging (no conversation, message or user of these ids; messaging*.db.test.ts run
  // every endpoint as participant, stranger, visitor and unverified account)
  'GET /api/messaging/conversations': { owner: 200, request: { query: { filter: 'unread', q: 'matrix' } } },
  'POST /api/messaging/conversations': {
    owner: 404,
    request: { body: { participantId: 'matrix-no-user', initialMessage: 'MATRIX hello' } },
    why: 'no such user',
  },
  'GET /api/messaging/conversations/with/:userId': {
    owner: 200,
    why: 'none with that user: conversationId null',
  },
  'GET /api/messaging/conversations/:conversationId': { owner: 404, why: 'no such conversation' },
  'GET /api/messaging/conversations/:conversationId/messages': { owner: 404, why: 'no such conversation' },
  'POST /api/messaging/conversations/:conversationId/messages': {
    owner: 404,
    request: { body: { content: 'MATRIX message' } },
    why: 'no such conversation',
  },
  'PATCH /api/messaging/messages/:messageId': {
    owner: 404,
    request: { body: { content: 'MATRIX edited' } },
    why: "the owner's chat message is no direct message",
  },
  'POST /api/messaging/conversations/:conversationId/read': {
    owner: 404,
    request: { body: {} },
    why: 'no such conversation',
  },
  'POST /api/messaging/conversations/:conversationId/report': {
    owner: 404,
    request: { body: { reason: 'MATRIX spam' } },
    why: 'no such conversation',
  },
  'GET /api/messaging/unread': { owner: 200 },
  'GET /api/messaging/recipients': { owner: 200, request: { query: { q: 'matrix' } } },
  'GET /api/messaging/blocks': { owner: 200 },
  'PUT /api/messaging/blocks/:userId': { owner: 404, why: 'no such user' },
  'DELETE /api/messaging/blocks/:userId': { owner: 204, why: 'unblocking is idempotent' },
  // Notifications (issue 23): the caller's own list and push subscription
  'GET /api/notifications': { owner: 200 },
  'GET /api/notifications/unread': { owner: 200 },
  'POST /api/notifications/read-all': { owner: 200 },
  'POST /api/notifications/:notificationId/read': {
    owner: 404,
    why: 'no such notification; another user’s answers 404 too (notifications.db.test.ts)',
  },
  'GET /api/notifications/push/key': { owner: 200 },
  'PUT /api/notifications/push/subscription': {
    owner: 204,
    request: {
      body: {
        endpoint: 'https://push.example.com/send/matrix',
        keys: {
          p256dh: 'BI9wgEs-h01ij6K2_Wjzjl8IBu2hco-312h1Pyqj66adEY497dm8GFzzn7gFOsiNkOg3yj31SNr9tq8HiWsUpiU',
          auth: 'CNmHOHv8XYrU1c7Azok8TA',
        },
      },
    },
  },
  'DELETE /api/notifications/push/subscription': {
    owner: 204,
    request: { body: { endpoint: 'https://push.example.com/send/matrix' } },
  },
};

let t: TestApp;
let owner: HttpSession;
let other: HttpSession;
let admin: HttpSession;
let unverified: HttpSession;
let visitor: HttpSession;
let mine: OwnedResources;
let otherUsersData: string[];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '100000', ADMIN_EMAILS: ADMIN },
    jobs: false,
  });
  owner = (await signUp(t, 'matrix-owner@example.com', { ip: '10.88.0.1' })).session;
  other = (await signUp(t, 'matrix-other@example.com', { ip: '10.88.0.2' })).session;
  admin = (await signUp(t, ADMIN, { ip: '10.88.0.3' })).session;
  unverified = (await signUp(t, 'matrix-unverified@example.com', { ip: '10.88.0.4', verified: false }))
    .session;
  visitor = t.session('10.88.0.5');
  mine = await seedOwnedResources(owner, 'OWNERSECRET');
  // The other user has data of their own, so a mix-up would show.
  await seedOwnedResources(other, 'OTHERSECRET');
  otherUsersData = ['OWNERSECRET', 'matrix-owner@example.com'];
}, 120_000);
afterAll(() => t.close());

const keyOf = (d: EndpointDefinition) => `${d.method} ${d.path}`;

function requestFor(definition: EndpointDefinition, resources: OwnedResources) {
  const expectation = EXPECTATIONS[keyOf(definition)];
  const params = ownedParams(definition.path, definition.owns, resources, {
    file: 'nothing.js',
    token: 'none',
    // A reading state's subject kind: the matrix's owned resource under :id is a saved recipe.
    kind: 'recipe',
  });
  const body = JSON.parse(
    JSON.stringify(expectation?.request?.body ?? {}).replace('"$message"', `"${resources.ids.message}"`),
  );
  const search = new URLSearchParams(expectation?.request?.query ?? {});
  const url = fillPath(definition.path, params) + (search.size ? `?${search}` : '');
  return { url, body };
}

function callAs(session: HttpSession, definition: EndpointDefinition, resources: OwnedResources) {
  const { url, body } = requestFor(definition, resources);
  // A DELETE carries a body when its definition takes one (forgetting a push subscription).
  const hasBody =
    definition.method !== 'GET' && (definition.method !== 'DELETE' || definition.body !== undefined);
  return t.app.inject({
    method: definition.method,
    url,
    remoteAddress: '10.88.1.1',
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(session.hasCookies() ? { cookie: session.cookieHeader } : {}),
    },
    ...(hasBody ? { payload: body as Record<string, unknown> } : {}),
  });
}

function expectNoLeak(
  res: { statusCode: number; body: string },
  who: string,
  definition: EndpointDefinition,
) {
  for (const secret of otherUsersData)
    expect(res.body.includes(secret), `${who} read the owner's data at ${keyOf(definition)}`).toBe(false);
}

const endless = (d: EndpointDefinition) =>
  d.response.kind === 'events' && EXPECTATIONS[keyOf(d)]?.owner === null;

describe('the access matrix', () => {
  it('has an expectation for every endpoint, and none for an endpoint that does not exist', () => {
    const keys = t.app.endpoints.definitions.map(keyOf);
    expect(
      keys.filter((key) => !(key in EXPECTATIONS)),
      'endpoints without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTATIONS).filter((key) => !keys.includes(key)),
      'expectations of no endpoint',
    ).toEqual([]);
  });

  it('refuses visitors everything that is not public', async () => {
    for (const definition of t.app.endpoints.definitions) {
      if (definition.access === 'public' || endless(definition)) continue;
      const res = await callAs(visitor, definition, mine);
      expect(res.statusCode, `${keyOf(definition)} as a visitor: ${res.body}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses an unverified account what needs a verified e-mail or an administrator', async () => {
    for (const definition of t.app.endpoints.definitions) {
      if (definition.access !== 'verified' && definition.access !== 'admin') continue;
      const res = await callAs(unverified, definition, mine);
      expect(res.statusCode, `${keyOf(definition)} unverified: ${res.body}`).toBe(403);
    }
  });

  it("gives no one else the owner's resources, by any id, and leaks nothing", async () => {
    for (const [who, session] of [
      ['a visitor', visitor],
      ['an unverified account', unverified],
      ['another user', other],
      ['an administrator', admin],
    ] as const) {
      for (const definition of t.app.endpoints.definitions) {
        if (!definition.owns || endless(definition)) continue;
        const res = await callAs(session, definition, mine);
        if (EXPECTATIONS[keyOf(definition)]?.sharedWithAnyone) continue;
        expect(res.statusCode, `${who} at ${keyOf(definition)}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expectNoLeak(res, who, definition);
      }
    }
  });

  it('shows a revoked share to no one, its owner included', async () => {
    for (const session of [visitor, other, owner]) {
      const res = await session.get(`/api/shares/${mine.revokedShareId}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('OWNERSECRET');
    }
  });

  it('answers the owner as each expectation says', async () => {
    const wrong: string[] = [];
    for (const definition of t.app.endpoints.definitions) {
      const expectation = EXPECTATIONS[keyOf(definition)]!;
      if (expectation.owner === null) continue;
      const resources = expectation.consumes ? await seedOwnedResources(owner, 'OWNERSECRET') : mine;
      const res = await callAs(owner, definition, resources);
      if (res.statusCode !== expectation.owner)
        wrong.push(
          `${keyOf(definition)}: ${res.statusCode}, expected ${expectation.owner}: ${res.body.slice(0, 200)}`,
        );
    }
    expect(wrong).toEqual([]);
    // Every endpoint in turn, some re-seeding fresh resources: over a hundred calls in one test.
  }, 120_000);
});
