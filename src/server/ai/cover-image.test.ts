import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, coverSvg, renderCover } from './cover-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('generated cover', () => {
  it('is a 1200x630 PNG', async () => {
    const png = await renderCover({ id: 'r-1', title: 'Cold Email Campaign' });
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: COVER_WIDTH, height: COVER_HEIGHT });
  });

  it('is the same for the same recipe and differs between recipes', async () => {
    const a = await renderCover({ id: 'r-1', title: 'Cold Email Campaign' });
    const again = await renderCover({ id: 'r-1', title: 'Cold Email Campaign' });
    const other = await renderCover({ id: 'r-2', title: 'Cold Email Campaign' });
    expect(Buffer.compare(a, again)).toBe(0);
    expect(Buffer.compare(a, other)).not.toBe(0);
    expect(coverSvg({ id: 'r-1', title: 'A' })).not.toBe(coverSvg({ id: 'r-1', title: 'B' }));
  });

  it('is a picture, not a flat fill, and mid-to-dark so it sits well on light and dark pages', async () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      const stats = await sharp(await renderCover({ id, title: 'x' })).stats();
      const [r, g, b] = stats.channels;
      const mean = (r!.mean + g!.mean + b!.mean) / 3;
      expect(mean).toBeGreaterThan(25);
      expect(mean).toBeLessThan(200);
      // Variation across the picture: gradients and shapes, not one colour.
      expect(Math.max(r!.stdev, g!.stdev, b!.stdev)).toBeGreaterThan(10);
    }
  });
});
