import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { collectJobHandlers } from './collect-job-handlers';
import { serverModules } from './index';
import { defineServerModule, type ServerModuleContext } from './module';

/** The module list is what app.ts registers: every module once, and every job type handled once. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rf-modules-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Job handlers only keep their dependencies until a job runs; none is called here.
const context = {
  env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  database: { db: {} },
} as unknown as ServerModuleContext;

const noRoutes = async () => {};

describe('the server modules', () => {
  it('are listed once each, health and config first', () => {
    const names = serverModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(['health', 'config']);
  });

  it('hand the runner every job type, each from the module that queues it', () => {
    const owners = Object.fromEntries(
      serverModules.flatMap((module) =>
        Object.keys(module.jobs?.(context) ?? {}).map((type) => [type, module.name]),
      ),
    );
    expect(owners).toEqual({
      'recipe.tags': 'recipes',
      'recipe.image': 'recipes',
      'contact.mail': 'public-site',
      'listing.validate': 'marketplace',
      'subscription.renew': 'billing',
      'payouts.run': 'creators',
      'payouts.send': 'creators',
      'payout.paidMail': 'creators',
      'sale.receipt': 'marketplace',
      'sale.notice': 'marketplace',
      'sale.refundNotice': 'marketplace',
      'evaluation.run': 'evaluation',
      'notifications.mail': 'notifications',
      'notifications.messageMail': 'notifications',
      'notifications.push': 'notifications',
      'notifications.sale': 'notifications',
    });
    expect(Object.keys(collectJobHandlers(serverModules, context)).sort()).toEqual([
      'contact.mail',
      'evaluation.run',
      'listing.validate',
      'notifications.mail',
      'notifications.messageMail',
      'notifications.push',
      'notifications.sale',
      'payout.paidMail',
      'payouts.run',
      'payouts.send',
      'recipe.image',
      'recipe.tags',
      'sale.notice',
      'sale.receipt',
      'sale.refundNotice',
      'subscription.renew',
    ]);
  });

  it('refuses to start with a job type two modules both handle', () => {
    const run = async () => {};
    const first = defineServerModule({
      name: 'first',
      routes: noRoutes,
      jobs: () => ({ 'contact.mail': { run } }),
    });
    const second = defineServerModule({
      name: 'second',
      routes: noRoutes,
      jobs: () => ({ 'contact.mail': { run } }),
    });
    expect(() => collectJobHandlers([first, second], context)).toThrow(
      'job type contact.mail is handled by both first and second',
    );
  });
});
