import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISPLAY_NAME_MAX, PROFILE_PHOTO_SIZE, type ProfileSummary } from '@shared/contracts/profile';
import { renderErrorText } from '@shared/errors/error-table';
import { userTopic } from '../../realtime/user-channel';
import { signUp } from '../../test/accounts';
import { type MultipartFile, multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Profile section over the real API: real database (PGlite), real sharp, real disk storage. */
const ORIGIN = 'http://localhost:3961';
let t: TestApp;
let ada: { id: string; cookie: string };
let bob: { id: string; cookie: string };
let unverified: { id: string; cookie: string };
const events: Array<{ type: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, jobs: false });
  ada = await signUp(t, 'ada-profile@example.com', { ip: '10.61.0.1' });
  bob = await signUp(t, 'bob-profile@example.com', { ip: '10.61.0.2' });
  unverified = await signUp(t, 'eve-profile@example.com', { ip: '10.61.0.3', verified: false });
  t.bus.subscribe(userTopic(ada.id), (data) => events.push(data as { type: string }));
}, 60_000);
afterAll(() => t.close());

function call(
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}
const rename = (displayName: string, cookie = ada.cookie) =>
  call('PATCH', '/api/profile', cookie, { displayName });
const upload = (file: MultipartFile, cookie = ada.cookie) => {
  const { payload, headers } = multipartBody([file]);
  return call('PUT', '/api/profile/photo', cookie, payload, headers);
};
const me = async (cookie = ada.cookie) => (await call('GET', '/api/me', cookie)).json().user;
const stored = (userId = ada.id) => {
  const dir = path.join(t.dataDir, 'files', 'profile-photos', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const ok = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProfileSummary;
};
const refusedWith = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  key: string,
  text: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ key, message: text });
};
async function photoBytes(url: string) {
  const res = await call('GET', url, bob.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { res, data: res.rawPayload };
}
const announced = async (count: number) => {
  const seen = () => events.filter((e) => e.type === 'profile.updated').length;
  for (let waited = 0; seen() < count; waited += 10) {
    if (waited > 2_000) throw new Error(`expected ${count} profile.updated events, saw ${seen()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A photo in two colours: the top half red and the bottom half blue, or left and right. */
function twoTone(width: number, height: number, split: 'vertical' | 'horizontal') {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const first = split === 'vertical' ? x < width / 2 : y < height / 2;
      raw.set(first ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}
async function pixel(data: Buffer, x: number, y: number) {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
}
const isRed = ([r, , b]: number[]) => r! > 150 && b! < 90;
const isBlue = ([r, , b]: number[]) => b! > 150 && r! < 90;

describe('PATCH /api/profile', () => {
  it('saves a display name trimmed, its inner runs of spaces made one, and announces it', async () => {
    const before = events.length;
    expect(ok(await rename('  Ada \t  Lovelace  '))).toEqual({
      displayName: 'Ada Lovelace',
      photoURL: null,
      email: 'ada-profile@example.com',
    });
    expect((await me()).displayName).toBe('Ada Lovelace');
    await announced(events.slice(0, before).filter((e) => e.type === 'profile.updated').length + 1);
  });

  it(`accepts ${DISPLAY_NAME_MAX} characters and refuses 1,000, and a name of only spaces, changing nothing`, async () => {
    ok(await rename('é'.repeat(DISPLAY_NAME_MAX)));
    ok(await rename('Ada Lovelace'));
    refusedWith(
      await rename('x'.repeat(1000)),
      400,
      'profile.displayNameTooLong',
      renderErrorText('profile.displayNameTooLong', { max: DISPLAY_NAME_MAX }),
    );
    for (const blank of ['', '     ', ' \n\t '])
      refusedWith(
        await rename(blank),
        400,
        'profile.displayNameEmpty',
        renderErrorText('profile.displayNameEmpty'),
      );
    expect((await me()).displayName).toBe('Ada Lovelace');
  });

  it("refuses a signed-out caller with §8's words, and an unverified account", async () => {
    const res = await rename('Nobody', '');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You must be logged in to update your profile');
    expect((await rename('Eve', unverified.cookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/profile/photo', () => {
  let firstUrl: string;

  it('stores a PNG cropped square, re-encoded as WebP, served to anyone at an immutable address', async () => {
    const png = await twoTone(300, 120, 'vertical').png().toBuffer();
    const saved = ok(await upload({ name: 'me.png', type: 'image/png', data: png }));
    expect(saved.photoURL).toMatch(new RegExp(`^/api/profile-photos/${ada.id}/[a-z0-9]+\\.webp$`));
    firstUrl = saved.photoURL!;
    expect((await me()).photoURL).toBe(firstUrl);
    expect(stored()).toHaveLength(1);

    const { res, data } = await photoBytes(firstUrl);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PROFILE_PHOTO_SIZE, height: PROFILE_PHOTO_SIZE });
    // Cropped around the centre, not squeezed: the left half stays red, the right blue.
    expect(isRed(await pixel(data, 100, 256))).toBe(true);
    expect(isBlue(await pixel(data, 400, 256))).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and drops its metadata; the old photo is removed', async () => {
    // Stored sideways (left red, right blue) with orientation 6: shown upright, red is on top.
    const jpeg = await twoTone(400, 200, 'vertical')
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const saved = ok(await upload({ name: 'holiday.jpg', type: 'image/jpeg', data: jpeg }));
    expect(saved.photoURL).not.toBe(firstUrl);
    const { data } = await photoBytes(saved.photoURL!);
    expect(isRed(await pixel(data, 256, 40))).toBe(true);
    expect(isBlue(await pixel(data, 256, 470))).toBe(true);
    const meta = await sharp(data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(data.includes(Buffer.from('SecretCam'))).toBe(false);
    // The replaced version is gone, from storage and from its address.
    expect(stored()).toHaveLength(1);
    expect((await call('GET', firstUrl, bob.cookie)).statusCode).toBe(404);
  });

  it('takes a GIF (its first frame) and a WebP whatever their names say', async () => {
    const gif = await twoTone(80, 80, 'horizontal').gif().toBuffer();
    const fromGif = ok(await upload({ name: 'anim.dat', type: 'application/octet-stream', data: gif }));
    expect((await sharp((await photoBytes(fromGif.photoURL!)).data).metadata()).width).toBe(
      PROFILE_PHOTO_SIZE,
    );
    const webp = await twoTone(90, 60, 'horizontal').webp().toBuffer();
    ok(await upload({ name: 'x.webp', type: 'image/webp', data: webp }));
    expect(stored()).toHaveLength(1);
  });

  describe('refusals change nothing', () => {
    let current: string;
    beforeAll(async () => {
      current = (await me()).photoURL;
      expect(current).toMatch(/^\/api\/profile-photos\//);
    });
    const unchanged = async () => {
      expect((await me()).photoURL).toBe(current);
      expect(stored()).toEqual([current.split('/').pop()]);
      await photoBytes(current);
    };

    it('a text file named photo.png', async () => {
      const text = Buffer.from('This is not a picture at all, only words.\n');
      refusedWith(
        await upload({ name: 'photo.png', type: 'image/png', data: text }),
        415,
        'profile.photoNotImage',
        renderErrorText('profile.photoNotImage'),
      );
      await unchanged();
    });

    it('an HTML page posing as a JPEG, an empty file, and an SVG', async () => {
      for (const data of [
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.alloc(0),
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      ]) {
        const res = await upload({ name: 'x.jpg', type: 'image/jpeg', data });
        expect(res.statusCode, res.body).toBe(415);
        expect(res.json().key).toBe('profile.photoNotImage');
      }
      await unchanged();
    });

    it('a 20 MB photo, with a clear "too large"', async () => {
      const big = Buffer.concat([
        await twoTone(10, 10, 'vertical').png().toBuffer(),
        Buffer.alloc(20 * 1024 * 1024),
      ]);
      refusedWith(
        await upload({ name: 'huge.png', type: 'image/png', data: big }),
        413,
        'profile.photoTooLarge',
        renderErrorText('profile.photoTooLarge', { maxMb: 10 }),
      );
      await unchanged();
    });

    it('a truncated JPEG that cannot be decoded', async () => {
      const jpeg = await twoTone(300, 300, 'vertical').jpeg().toBuffer();
      const res = await upload({
        name: 'cut.jpg',
        type: 'image/jpeg',
        data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().key).toBe('profile.photoUnreadable');
      await unchanged();
    });

    it('no file at all, or a request that is not multipart', async () => {
      const { payload, headers } = multipartBody([{ field: 'other', name: 'a.png', data: 'x' }]);
      const res = await call('PUT', '/api/profile/photo', ada.cookie, payload, headers);
      expect(res.json().key).toBe('profile.photoNoFile');
      expect((await call('PUT', '/api/profile/photo', ada.cookie, { file: 'x' })).statusCode).toBe(415);
      await unchanged();
    });

    it("a storage failure, with §8's words", async () => {
      const png = await twoTone(40, 40, 'vertical').png().toBuffer();
      const put = vi.spyOn(t.app.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
      try {
        refusedWith(
          await upload({ name: 'a.png', type: 'image/png', data: png }),
          500,
          'profile.photoUploadFailed',
          'Failed to upload profile photo. Please try again.',
        );
      } finally {
        put.mockRestore();
      }
      await unchanged();
    });

    it('an unverified account or a visitor', async () => {
      const png = await twoTone(40, 40, 'vertical').png().toBuffer();
      expect(
        (await upload({ name: 'a.png', type: 'image/png', data: png }, unverified.cookie)).statusCode,
      ).toBe(403);
      expect((await upload({ name: 'a.png', type: 'image/png', data: png }, '')).statusCode).toBe(401);
      expect(stored(unverified.id)).toEqual([]);
      await unchanged();
    });
  });
});

describe('DELETE /api/profile/photo', () => {
  it('removes the photo from the profile, from storage and from its address', async () => {
    const current = (await me()).photoURL as string;
    expect(ok(await call('DELETE', '/api/profile/photo', ada.cookie)).photoURL).toBeNull();
    expect((await me()).photoURL).toBeNull();
    expect(stored()).toEqual([]);
    expect((await call('GET', current, bob.cookie)).statusCode).toBe(404);
    // Removing again is not an error.
    expect(ok(await call('DELETE', '/api/profile/photo', ada.cookie)).photoURL).toBeNull();
  });

  it("serves no one's photo by a guessed name", async () => {
    expect((await call('GET', `/api/profile-photos/${bob.id}/abcdefgh12.webp`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/profile-photos/${ada.id}/..%2F..%2Fetc.webp`, null)).statusCode).toBe(
      404,
    );
  });
});
