import { it } from 'vitest';
import { signUpVerified } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { startServer } from './support/server';

const RECIPE = (topic: string) => `# Recipe Title: ${topic}\n\n## Goal\nHelp a small team ${topic.toLowerCase()} with less stress and clearer ownership.\n\n## Principles\n- Keep it simple\n- Write things down\n- Review weekly\n\n## Operations\n- Plan: list the work\n- Assign: name an owner\n\n## Steps\n1. Collect the tasks.\n2. Order them by impact.\n3. Share the plan with everyone.\n`;

it('shots', async () => {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const { page, close } = await newPage(browser);
  await signUpVerified(page, server, 'shots@example.com');
  const ids = await page.evaluate(async (bodies) => {
    const out: string[] = [];
    const f = await (await fetch('/api/folders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Work' }) })).json();
    await fetch('/api/folders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Personal projects' }) });
    for (const [i, b] of bodies.entries()) {
      const r = await fetch('/api/recipes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...b, folderId: i % 2 ? f.id : null }) });
      out.push((await r.json()).id);
    }
    return out;
  }, ['Plan a product launch', 'Run a weekly retrospective', 'Onboard new volunteers', 'Write release notes that people read', 'Clean a messy customer CSV'].map((t) => ({ title: t, content: RECIPE(t) })));
  await page.waitForTimeout(12_000);
  const shots: Array<[string, string, (p: typeof page) => Promise<void>]> = [
    ['gallery', '/recipes', async () => {}],
    ['gallery-list', '/recipes', async (p) => { await p.getByRole('button', { name: 'List view' }).click(); await p.waitForTimeout(300); }],
    ['detail', `/recipes/${ids[0]}`, async () => {}],
    ['edit', `/recipes/edit/${ids[0]}`, async () => {}],
    ['search', '/recipes', async (p) => { await p.getByRole('button', { name: 'Grid view' }).click(); await p.keyboard.press('Control+k'); await p.getByPlaceholder('Search recipes, tags, or content...').fill('team'); await p.waitForTimeout(800); }],
    ['manager', '/recipe-manager', async () => {}],
    ['folders', '/recipes', async (p) => { await p.getByRole('button', { name: 'Folders' }).click(); await p.waitForTimeout(400); }],
  ];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('rf-theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      for (const [name, path, act] of shots) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForTimeout(1200);
        await act(page);
        await page.screenshot({ path: `/tmp/shots/${name}-${width}-${theme}.png`, fullPage: name !== 'search' });
      }
    }
  }
  await close(); await browser.close(); await server.stop();
}, 300_000);
