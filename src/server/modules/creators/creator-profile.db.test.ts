import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorProfileSettings, UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
} from '@shared/contracts/marketplace-settings';
import { englishText, renderErrorText } from '@shared/errors/error-table';
import {
  checkouts,
  creatorProfiles,
  listings,
  marketplaceSettings,
  profiles,
  transactions,
} from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { type MultipartFile, multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Becoming a creator, the Creator Profile section and the public page's privacy, over the real API. */
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let newbie: SignedUpUser;
let unverified: SignedUpUser;
let visitor: HttpSession;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  ada = await signUp(t, 'ada-creator@example.com', { ip: '10.83.0.1' });
  bob = await signUp(t, 'bob-creator@example.com', { ip: '10.83.0.2' });
  newbie = await signUp(t, 'nia-creator@example.com', { ip: '10.83.0.3' });
  unverified = await signUp(t, 'eve-creator@example.com', { ip: '10.83.0.4', verified: false });
  visitor = t.session('10.83.0.5');
  expect((await ada.session.post('/api/creators/me')).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

const put = (user: SignedUpUser, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    remoteAddress: '10.83.0.9',
    headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', cookie: user.cookie },
    payload: payload as Record<string, unknown>,
  });
const upload = (user: SignedUpUser, kind: string, file: MultipartFile) => {
  const { payload, headers } = multipartBody([file]);
  return user.session.post(`/api/creators/me/profile/images/${kind}`, payload, headers);
};
const refused = (res: { statusCode: number; body: string; json(): unknown }, status: number, key: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { key: string }).key).toBe(key);
};

const FULL: UpdateCreatorProfile = {
  displayName: '  Ada   Lovelace ',
  title: 'Prompt engineer',
  bio: 'I write recipes\nfor teams.',
  location: 'London',
  website: 'ada.example/about',
  experience: 'professional',
  instagram: '@ada.codes',
  youtube: 'https://www.youtube.com/@adacodes',
  tiktok: 'adacodes',
  twitter: 'https://twitter.com/ada_l?ref=home',
  github: 'github.com/ada',
  linkedin: 'ada-lovelace',
  specialties: ['Machine Learning', '  Evaluation  ', '   '],
  portfolioVisible: true,
  acceptCommissions: true,
  commissionRate: 75,
  availableForCollabs: true,
};
const save = (values: Partial<UpdateCreatorProfile>, user = ada) =>
  put(user, '/api/creators/me/profile', { ...FULL, ...values });

describe('becoming a creator', () => {
  it('sets the flag and makes the profile from the account, once: a second call changes nothing', async () => {
    expect((await newbie.session.get('/api/creators/me')).json()).toEqual({ isCreator: false });
    const first = await newbie.session.post('/api/creators/me');
    expect(first.statusCode, first.body).toBe(200);
    const profile = first.json() as CreatorProfileSettings;
    expect(profile).toMatchObject({
      userId: newbie.id,
      displayName: 'nia-creator',
      commissionRate: 50,
      acceptCommissions: false,
      portfolioVisible: true,
      specialties: [],
      photoURL: null,
      bannerURL: null,
    });
    expect((await newbie.session.get('/api/creators/me')).json()).toEqual({ isCreator: true });
    const again = await newbie.session.post('/api/creators/me');
    expect(again.statusCode).toBe(200);
    expect((again.json() as CreatorProfileSettings).joinedAt).toBe(profile.joinedAt);
    const rows = await t.database.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, newbie.id));
    expect(rows).toHaveLength(1);
    const [flag] = await t.database.db.select().from(profiles).where(eq(profiles.id, newbie.id));
    expect(flag?.isCreator).toBe(true);
  });

  it('is for verified, signed-in users only', async () => {
    refused(await visitor.post('/api/creators/me'), 401, 'auth.signInToUpdateProfile');
    refused(await unverified.session.post('/api/creators/me'), 403, 'auth.verificationRequired');
  });

  it('keeps the profile endpoints from anyone who is not a creator', async () => {
    refused(await bob.session.get('/api/creators/me/profile'), 403, 'creator.notCreator');
    refused(await save({}, bob), 403, 'creator.notCreator');
    refused(
      await upload(bob, 'photo', { name: 'a.png', type: 'image/png', data: await png(64, 64) }),
      403,
      'creator.notCreator',
    );
    refused(await bob.session.delete('/api/creators/me/profile/images/banner'), 403, 'creator.notCreator');
    expect(renderErrorText('creator.notCreator')).toMatch(/creator/);
  });
});

describe('saving the creator profile', () => {
  it('stores every field normalised: texts trimmed, links as https addresses, blank specialties dropped', async () => {
    const res = await save({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Ada Lovelace',
      title: 'Prompt engineer',
      bio: 'I write recipes\nfor teams.',
      location: 'London',
      website: 'https://ada.example/about',
      experience: 'professional',
      instagram: 'https://www.instagram.com/ada.codes',
      youtube: 'https://www.youtube.com/@adacodes',
      tiktok: 'https://www.tiktok.com/@adacodes',
      twitter: 'https://twitter.com/ada_l',
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
      specialties: ['Machine Learning', 'Evaluation'],
      acceptCommissions: true,
      commissionRate: 75,
      availableForCollabs: true,
    });
    const read = (await ada.session.get('/api/creators/me/profile')).json() as CreatorProfileSettings;
    expect(read.github).toBe('https://github.com/ada');
    expect(read.specialties).toEqual(['Machine Learning', 'Evaluation']);
  });

  it.each([
    [{ displayName: '   ' }, 'creator.displayNameRequired'],
    [{ displayName: 'x'.repeat(51) }, 'creator.displayNameTooLong'],
    [{ title: 'x'.repeat(81) }, 'creator.titleTooLong'],
    [{ bio: 'x'.repeat(1001) }, 'creator.bioTooLong'],
    [{ location: 'x'.repeat(81) }, 'creator.locationTooLong'],
    [{ website: 'javascript:alert(1)' }, 'creator.websiteInvalid'],
    [{ website: 'localhost' }, 'creator.websiteInvalid'],
    [{ website: `https://a.example/${'x'.repeat(200)}` }, 'creator.linkTooLong'],
    [{ github: 'https://evil.example/ada' }, 'creator.socialLinkInvalid'],
    [{ twitter: 'not a handle!' }, 'creator.socialLinkInvalid'],
    [{ instagram: 'https://instagram.com/' }, 'creator.socialLinkInvalid'],
    [{ linkedin: 'javascript:alert(1)' }, 'creator.socialLinkInvalid'],
    [{ specialties: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'creator.specialtiesTooMany'],
    [{ specialties: ['Security', 'security '] }, 'creator.specialtyDuplicate'],
    [{ specialties: ['x'.repeat(51)] }, 'creator.specialtyTooLong'],
    [{ commissionRate: 20 }, 'creator.commissionRateInvalid'],
    [{ commissionRate: 525 }, 'creator.commissionRateInvalid'],
    [{ commissionRate: 60 }, 'creator.commissionRateInvalid'],
  ] as Array<[Partial<UpdateCreatorProfile>, string]>)(
    'refuses %o with %s and changes nothing',
    async (values, key) => {
      const before = (await ada.session.get('/api/creators/me/profile')).json();
      const res = await save(values);
      refused(res, 400, key);
      const body = res.json() as { message: string; params?: Record<string, string | number> };
      expect(body.message).toBe(englishText({ key, params: body.params }));
      expect((await ada.session.get('/api/creators/me/profile')).json()).toEqual(before);
    },
  );

  it('words the spec’s specialty messages word for word', async () => {
    const tooMany = (await save({ specialties: ['A', 'B', 'C', 'D', 'E', 'F'] })).json() as {
      message: string;
    };
    expect(tooMany.message).toBe('Maximum of 5 specialties allowed');
    const duplicate = (await save({ specialties: ['DevOps', 'devops'] })).json() as { message: string };
    expect(duplicate.message).toBe('This specialty is already added');
  });

  it('accepts the commission range at both ends, and five specialties of 50 characters', async () => {
    for (const commissionRate of [25, 500]) expect((await save({ commissionRate })).statusCode).toBe(200);
    const five = ['A', 'B', 'C', 'D', 'x'.repeat(50)];
    const res = await save({ specialties: five, commissionRate: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CreatorProfileSettings).specialties).toEqual(five);
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await put(ada, '/api/creators/me/profile', { ...FULL, experience: 'guru' });
    expect(res.statusCode).toBe(400);
    expect((await put(ada, '/api/creators/me/profile', { ...FULL, commissionRate: 50.5 })).statusCode).toBe(
      400,
    );
  });
});

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}
const storedFiles = (userId: string) => {
  const dir = path.join(t.dataDir, 'files', 'creator-images', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('the photo and the banner', () => {
  it('stores each re-encoded and cropped, serves it, and removes the one it replaced', async () => {
    const photo = await upload(ada, 'photo', {
      name: 'me.png',
      type: 'image/png',
      data: await png(900, 600),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const { photoURL } = photo.json() as CreatorProfileSettings;
    expect(photoURL).toMatch(new RegExp(`^/api/creators/${ada.id}/images/photo-[a-z0-9]+\\.webp$`));
    const served = await visitor.get(photoURL!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const banner = await upload(ada, 'banner', {
      name: 'b.png',
      type: 'image/png',
      data: await png(1200, 1200),
    });
    const { bannerURL } = banner.json() as CreatorProfileSettings;
    const bannerBytes = (await visitor.get(bannerURL!)).rawPayload;
    expect(await sharp(bannerBytes).metadata()).toMatchObject({ width: 1500, height: 500 });

    const again = await upload(ada, 'photo', {
      name: 'me2.png',
      type: 'image/png',
      data: await png(300, 300),
    });
    const second = (again.json() as CreatorProfileSettings).photoURL!;
    expect(second).not.toBe(photoURL);
    expect((await visitor.get(photoURL!)).statusCode).toBe(404);
    expect(storedFiles(ada.id).sort()).toEqual([second, bannerURL!].map((u) => u.split('/').pop()).sort());

    const page = (await visitor.get(`/api/marketplace/creators/${ada.id}`)).json() as CreatorProfile;
    expect(page.photoURL).toBe(second);
    expect(page.bannerURL).toBe(bannerURL);

    const removed = await ada.session.delete('/api/creators/me/profile/images/banner');
    expect((removed.json() as CreatorProfileSettings).bannerURL).toBeNull();
    expect((await visitor.get(bannerURL!)).statusCode).toBe(404);
    expect(storedFiles(ada.id)).toEqual([second.split('/').pop()]);
  });

  it('refuses a file that is not an image, whatever its name and type, and keeps the current one', async () => {
    const before = (await ada.session.get('/api/creators/me/profile')).json() as CreatorProfileSettings;
    refused(
      await upload(ada, 'photo', { name: 'photo.png', type: 'image/png', data: 'just some text' }),
      415,
      'creator.imageNotImage',
    );
    refused(
      await upload(ada, 'banner', {
        name: 'x.svg',
        type: 'image/svg+xml',
        data: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
      415,
      'creator.imageNotImage',
    );
    expect(
      ((await ada.session.get('/api/creators/me/profile')).json() as CreatorProfileSettings).photoURL,
    ).toBe(before.photoURL);
    const none = multipartBody([{ field: 'other', name: 'a.png', data: 'x' }]);
    refused(
      await ada.session.post('/api/creators/me/profile/images/photo', none.payload, none.headers),
      400,
      'creator.imageNoFile',
    );
    expect((await upload(ada, 'avatar', { name: 'a.png', data: await png(10, 10) })).statusCode).toBe(400);
  });
});

const setPrivacy = (userId: string, privacy: Partial<typeof DEFAULT_MARKETPLACE_PRIVACY>) =>
  t.database.db
    .insert(marketplaceSettings)
    .values({
      userId,
      notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
      privacy: { ...DEFAULT_MARKETPLACE_PRIVACY, ...privacy },
    })
    .onConflictDoUpdate({
      target: marketplaceSettings.userId,
      set: { privacy: { ...DEFAULT_MARKETPLACE_PRIVACY, ...privacy } },
    });
const page = async (session: HttpSession, id = ada.id) => {
  const res = await session.get(`/api/marketplace/creators/${id}`);
  return { res, body: res.json() as CreatorProfile };
};

describe('the public page obeys the creator’s privacy', () => {
  let listingTitle: string;
  beforeAll(async () => {
    const db = t.database.db;
    // A published listing of Ada's, written as the marketplace's publish would leave it.
    const [listing] = await db
      .insert(listings)
      .values({
        id: randomUUID(),
        creatorId: ada.id,
        title: 'Ada’s ritual',
        content: '# Ada’s ritual\n\n## Goal\nA goal.\n\n## Steps\n1. One step.',
        priceCents: 999,
        creatorName: 'Ada Lovelace',
        status: 'published',
        validationStatus: 'valid',
        publishedAt: new Date(),
      })
      .returning();
    if (!listing) throw new Error('no listing');
    listingTitle = listing.title;
    const checkoutId = randomUUID();
    await db.insert(checkouts).values({
      id: checkoutId,
      listingId: listing.id,
      buyerId: bob.id,
      amountCents: 999,
      feeCents: 200,
      provider: 'local',
      status: 'completed',
    });
    await db.insert(transactions).values({
      id: randomUUID(),
      checkoutId,
      listingId: listing.id,
      listingTitle: listing.title,
      creatorId: ada.id,
      buyerId: bob.id,
      amountCents: 999,
      feeCents: 200,
      creatorPayoutCents: 799,
      provider: 'local',
    });
    await save({ commissionRate: 50 });
  });

  it('shows the profile fields, the sales tile and recent activity by default, never the earnings', async () => {
    await setPrivacy(ada.id, {});
    const { res, body } = await page(visitor);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      displayName: 'Ada Lovelace',
      title: 'Prompt engineer',
      bio: 'I write recipes\nfor teams.',
      location: 'London',
      experience: 'professional',
      specialties: ['Machine Learning', 'Evaluation'],
      github: 'https://github.com/ada',
      acceptCommissions: true,
      commissionRate: 50,
      availableForCollabs: true,
    });
    expect(body.stats.totalSales).toBeTypeOf('number');
    expect(body.recentActivity?.map((a) => a.title)).toEqual([listingTitle]);
    expect(body).not.toHaveProperty('earnings');
    expect(body).not.toHaveProperty('hiddenFromVisitors');
  });

  it('leaves out the sales count when it is hidden', async () => {
    await setPrivacy(ada.id, { showSalesCount: false });
    const { body, res } = await page(visitor);
    expect(body.stats).not.toHaveProperty('totalSales');
    expect(res.body).not.toContain('totalSales');
  });

  it('shows the earnings only when the creator shows them', async () => {
    await setPrivacy(ada.id, { showEarnings: true });
    expect((await page(visitor)).body.earnings).toEqual({ totalCents: 799, currency: 'USD' });
    await setPrivacy(ada.id, { showEarnings: false });
    const hidden = await page(visitor);
    expect(hidden.body).not.toHaveProperty('earnings');
    // Not under another name either (a bare '799' could be a timestamp's milliseconds).
    expect(hidden.res.body).not.toMatch(/totalCents|"799"|:799[,}]/);
  });

  it('leaves out recent activity when it is hidden, and with a hidden portfolio', async () => {
    await setPrivacy(ada.id, { showRecentActivity: false });
    let { body, res } = await page(visitor);
    expect(body).not.toHaveProperty('recentActivity');
    expect(res.body).not.toContain(listingTitle);
    await setPrivacy(ada.id, {});
    await save({ portfolioVisible: false, commissionRate: 50 });
    ({ body, res } = await page(visitor));
    expect(body).not.toHaveProperty('recentActivity');
    expect(res.body).not.toContain(listingTitle);
    const grid = await visitor.get(`/api/marketplace/creators/${ada.id}/listings`);
    expect(grid.json()).toEqual({ items: [], nextCursor: null, total: 0 });
    await save({ portfolioVisible: true, commissionRate: 50 });
    expect((await visitor.get(`/api/marketplace/creators/${ada.id}/listings`)).json().total).toBe(1);
  });

  it('keeps a private profile, its grid and its images from everyone but the creator', async () => {
    const { photoURL } = (await ada.session.get('/api/creators/me/profile')).json() as CreatorProfileSettings;
    await setPrivacy(ada.id, { publicProfile: false });
    for (const session of [visitor, bob.session]) {
      const { res } = await page(session);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        key: 'creator.private',
        message: 'This creator has chosen to keep their profile private.',
      });
      expect(res.body).not.toContain('London');
      expect((await session.get(`/api/marketplace/creators/${ada.id}/listings`)).statusCode).toBe(403);
      expect((await session.get(photoURL!)).statusCode).toBe(404);
    }
    const own = await page(ada.session);
    expect(own.res.statusCode).toBe(200);
    expect(own.body).toMatchObject({ isOwn: true, hiddenFromVisitors: true });
    expect((await ada.session.get(photoURL!)).statusCode).toBe(200);
    await setPrivacy(ada.id, {});
    expect((await page(visitor)).res.statusCode).toBe(200);
  });
});
