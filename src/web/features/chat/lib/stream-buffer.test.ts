import { describe, expect, it } from 'vitest';
import { streamBufferMs } from './stream-buffer';

describe('streamBufferMs', () => {
  it('is 25 ms on a high-performance desktop (more than 4 cores), 40 ms on such a phone', () => {
    expect(streamBufferMs({ cores: 8, mobile: false, reducedMotion: false })).toBe(25);
    expect(streamBufferMs({ cores: 5, mobile: true, reducedMotion: false })).toBe(40);
  });

  it('grows on weaker devices: 80/100 ms with 3 or 4 cores, 120/150 ms with 2 or fewer', () => {
    expect(streamBufferMs({ cores: 4, mobile: false, reducedMotion: false })).toBe(80);
    expect(streamBufferMs({ cores: 3, mobile: true, reducedMotion: false })).toBe(100);
    expect(streamBufferMs({ cores: 2, mobile: false, reducedMotion: false })).toBe(120);
    expect(streamBufferMs({ cores: 1, mobile: true, reducedMotion: false })).toBe(150);
  });

  it('is capped at 50 ms under reduced motion, and a hidden core count counts as 4', () => {
    expect(streamBufferMs({ cores: 2, mobile: true, reducedMotion: true })).toBe(50);
    expect(streamBufferMs({ cores: 16, mobile: false, reducedMotion: true })).toBe(25);
    expect(streamBufferMs({ cores: undefined, mobile: false, reducedMotion: false })).toBe(80);
    expect(streamBufferMs({ cores: 0, mobile: false, reducedMotion: false })).toBe(80);
  });
});
