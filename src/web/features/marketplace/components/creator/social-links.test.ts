import { describe, expect, it } from 'vitest';
import { socialHref, socialLinks } from './social-links';

describe('creator social links', () => {
  it('keeps web addresses and turns handles into profile addresses', () => {
    expect(socialHref('website', 'https://cleo.example/about')).toBe('https://cleo.example/about');
    expect(socialHref('website', 'cleo.example')).toBe('https://cleo.example/');
    expect(socialHref('github', '@cleo')).toBe('https://github.com/cleo');
    expect(socialHref('twitter', 'cleo_m')).toBe('https://x.com/cleo_m');
    expect(socialHref('linkedin', 'cleo-marsh')).toBe('https://www.linkedin.com/in/cleo-marsh');
    expect(socialHref('youtube', '@cleo')).toBe('https://www.youtube.com/@cleo');
    expect(socialHref('tiktok', 'cleo')).toBe('https://www.tiktok.com/@cleo');
    expect(socialHref('instagram', 'https://instagram.com/cleo')).toBe('https://instagram.com/cleo');
    expect(socialHref('github', 'github.com/cleo')).toBe('https://github.com/cleo');
  });

  it('drops unsafe schemes and what is no handle', () => {
    expect(socialHref('website', 'javascript:alert(1)')).toBeNull();
    expect(socialHref('github', 'JavaScript:alert(1)')).toBeNull();
    expect(socialHref('website', 'data:text/html,<b>x</b>')).toBeNull();
    expect(socialHref('twitter', 'two words')).toBeNull();
    expect(socialHref('twitter', '<script>')).toBeNull();
    expect(socialHref('github', '   ')).toBeNull();
  });

  it('lists only the links that are set, in the page order', () => {
    const empty = {
      website: '',
      github: '',
      twitter: '',
      linkedin: '',
      instagram: '',
      youtube: '',
      tiktok: '',
    };
    expect(socialLinks({ ...empty, tiktok: 'a', github: 'b', website: 'javascript:x' })).toEqual([
      { network: 'github', href: 'https://github.com/b' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@a' },
    ]);
  });
});
