import { readFileSync } from 'node:fs';
import { DOWNLOAD_FORMATS } from '@shared/contracts/recipes';
import { describe, expect, it } from 'vitest';
import enMarketing from '@web/locales/en/site-pages.json';
import enMarketingProse from '@web/locales/en/marketing-prose.json';
import type { ProseSection } from './components/prose-page';

/** Every text of a section, subsections included, as one string. */
function textOf(section: ProseSection | undefined): string {
  if (!section) throw new Error('section missing');
  const parts = [section.title, ...section.paragraphs, ...(section.list ?? []), section.code ?? ''];
  for (const sub of section.subsections ?? []) parts.push(sub.title, ...sub.paragraphs, ...(sub.list ?? []));
  return parts.join('\n');
}
const docs = (id: string) => textOf(enMarketingProse.docs.find((s) => s.id === id));
const privacy = (id: string) => textOf(enMarketingProse.privacy.find((s) => s.id === id));

// The documentation and legal pages must describe the product as it works today (issue #7).
describe('documentation and legal texts', () => {
  it('describe sharing as it exists: read-only chat links and recipe files, no marketplace listings', () => {
    const sharing = docs('sharing-recipes');
    expect(sharing).toContain('/share/{id}');
    expect(sharing).toContain('read-only');
    expect(sharing).toContain('Stop sharing');
    for (const format of DOWNLOAD_FORMATS) expect(sharing).toContain(`.${format}`);
    expect(sharing).toContain('.zip');
    expect(sharing).not.toMatch(/marketplace|payout|pending|200-character|for a price/i);
  });

  it('do not promise a marketplace anywhere in the documentation', () => {
    const all = enMarketingProse.docs.map(textOf).join('\n');
    expect(all).not.toMatch(/marketplace|payout/i);
  });

  it('say plainly that no payments are processed', () => {
    expect(privacy('payments')).toContain('No payments are processed today');
    expect(privacy('payments')).not.toMatch(/card details go/i);
  });

  it('promise no unsubscribe link that does not exist, and say how to be removed', () => {
    const legal = [...enMarketingProse.privacy, ...enMarketingProse.terms].map(textOf).join('\n');
    expect(legal).not.toMatch(/unsubscribe (any time|from e-mails)/i);
    expect(enMarketing.blog.subscribe.body).not.toMatch(/unsubscribe/i);
    expect(enMarketing.blog.subscribe.body).toContain('contact page');
    expect(privacy('what-we-store')).toMatch(/to be removed, write to us from the contact page/i);
  });

  it('name what the service worker keeps for offline reading, and that it goes on sign-out', () => {
    const sw = readFileSync('src/web/public/sw.js', 'utf8');
    const storage = privacy('local-storage');
    expect(storage).toContain('service worker');
    expect(storage).toContain('documentation');
    // What the worker's user cache holds (sw.js API_CACHE_RULES), each named in the policy.
    const kept: Array<[string, string]> = [
      ["'/api/session'", 'your session'],
      ["'/api/recipes'", 'your recipe list'],
      ["'/api/folders'", 'folders'],
      ['(?:\\/image)?', 'each recipe you open with its cover image'],
    ];
    for (const [inWorker, inPolicy] of kept) {
      expect(sw).toContain(inWorker);
      expect(storage).toContain(inPolicy);
    }
    expect(sw).toContain("'clear-user-caches'");
    expect(storage).toContain('deleted from the browser when you sign out');
  });
});
