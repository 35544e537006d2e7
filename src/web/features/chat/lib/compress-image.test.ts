import { describe, expect, it } from 'vitest';
import { fitWithin } from './compress-image';

describe('fitWithin (images at most 1920x1080)', () => {
  it('shrinks to fit, keeping the aspect ratio, and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 608, height: 1080 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(fitWithin(100_000, 1)).toEqual({ width: 1920, height: 1 });
  });
});
