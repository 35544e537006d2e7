import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's HTTP API the payments module uses, speaking its wire
 * format so the official SDK runs unchanged against it (`STRIPE_API_BASE`): form-encoded bodies
 * with nested `a[b][0][c]` keys, Bearer auth, the `Stripe-Account` and `Idempotency-Key` headers,
 * objects of Stripe's shape and ids (`acct_…`, `cs_test_…`, `pi_…`, `re_…`, `po_…`, `sub_…`,
 * `cus_…`), and Stripe's error JSON. Endpoints: accounts (create, retrieve, update), account links,
 * checkout sessions (create, retrieve), refunds, payouts, customers (create, retrieve),
 * subscriptions (retrieve, update). Every request is recorded; `failNext` makes an outage; the
 * event helpers build Stripe-shaped webhook events and sign them with the SDK's own test header.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  stripeAccount: string | undefined;
  idempotencyKey: string | undefined;
}

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  account?: string;
  data: { object: Record<string, unknown> };
}

export type FailureMode = 'error500' | 'drop';

export interface StripeFake {
  /** For STRIPE_API_BASE. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  /** The env a test app needs to use this fake as its Stripe. */
  env: Record<string, string>;
  requests: FakeStripeRequest[];
  /** Requests of one method and path pattern, in order. */
  requestsTo(method: string, path: RegExp): FakeStripeRequest[];
  object(id: string): StripeObject | undefined;
  /** The next `count` requests fail: a 500 api_error, or the connection dropped unanswered. */
  failNext(count: number, mode?: FailureMode): void;
  /** A connected account's flags, as Stripe sets them when its onboarding is done (or undone). */
  setAccountFlags(
    accountId: string,
    flags: { charges_enabled: boolean; payouts_enabled: boolean; details_submitted: boolean },
  ): StripeObject;
  /**
   * The buyer paid (or, for a bank debit, will pay): the session completes and gets its payment
   * intent (a subscription session its customer and subscription); the session object afterwards.
   * Called again as paid on an unpaid one, the debit's money arrived.
   */
  completeSession(sessionId: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): StripeObject;
  /** A Stripe event of `type` about `object` (a copy taken now). */
  event(
    type: string,
    object: Record<string, unknown>,
    options?: { account?: string; created?: number },
  ): FakeStripeEvent;
  /** The raw body and `stripe-signature` header Stripe would send (another secret forges it). */
  sign(
    event: FakeStripeEvent,
    options?: { secret?: string; timestamp?: number },
  ): { body: string; signature: string };
  /** A `charge.refunded` for the payment intent's charge, fully refunded unless `amountRefunded`. */
  chargeRefunded(paymentIntentId: string, options?: { amountRefunded?: number }): FakeStripeEvent;
  close(): Promise<void>;
}

const API_VERSION = Stripe.API_VERSION;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=v` form keys into nested objects, lists where every key is an index. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((p, i) => (i === 0 ? p : p.replace(/\]$/, '')));
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[name] = value;
      else {
        if (typeof node[name] !== 'object' || node[name] === null) node[name] = {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  const listify = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => [k, listify(v)] as const,
    );
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return listify(root) as Record<string, unknown>;
}

const int = (value: unknown) => (value === undefined ? undefined : Number(value));
const bool = (value: unknown) => value === true || value === 'true';

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}
const missing = (id: string, kind: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', 'id');
const required = (param: string) =>
  new StripeApiError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  const requests: FakeStripeRequest[] = [];
  const objects = new Map<string, StripeObject>();
  /** Idempotency-Key → the answer given, replayed as Stripe does for a retried create. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: FailureMode[] = [];
  let origin = '';

  const put = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string, kind: string, object: string) => {
    const found = objects.get(id);
    if (!found || found.object !== object) throw missing(id, kind);
    return found;
  };

  const routes: Array<{
    method: string;
    pattern: RegExp;
    handle: (request: FakeStripeRequest, match: RegExpMatchArray) => StripeObject;
  }> = [
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      handle: ({ body }) => {
        if (body.type !== 'express') throw required('type');
        return put({
          id: newId('acct'),
          object: 'account',
          type: 'express',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          capabilities: Object.fromEntries(
            Object.keys((body.capabilities as object | undefined) ?? {}).map((c) => [c, 'inactive']),
          ),
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          settings: { payouts: { schedule: { interval: 'daily', delay_days: 2 } } },
          created: now(),
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/accounts\/([\w-]+)$/,
      handle: (_request, [, id]) => get(id!, 'account', 'account'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/accounts\/([\w-]+)$/,
      handle: ({ body }, [, id]) => {
        const account = get(id!, 'account', 'account');
        const payouts = (body.settings as { payouts?: { schedule?: Record<string, unknown> } } | undefined)
          ?.payouts;
        if (payouts?.schedule) {
          const schedule = { ...payouts.schedule } as Record<string, unknown>;
          if (schedule.monthly_anchor !== undefined) schedule.monthly_anchor = int(schedule.monthly_anchor);
          account.settings = { payouts: { schedule } };
        }
        if (body.metadata)
          account.metadata = { ...(account.metadata as object), ...(body.metadata as object) };
        return account;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/account_links$/,
      handle: ({ body }) => {
        for (const param of ['account', 'type', 'return_url', 'refresh_url'])
          if (typeof body[param] !== 'string') throw required(param);
        get(body.account as string, 'account', 'account');
        return {
          id: newId('acctlink'),
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${origin}/connect/setup/${body.account as string}/${randomBytes(8).toString('hex')}`,
          return_url: body.return_url,
          refresh_url: body.refresh_url,
        } as StripeObject;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: ({ body }) => {
        const mode = body.mode;
        if (mode !== 'payment' && mode !== 'subscription') throw required('mode');
        const items = body.line_items as
          | Array<{ quantity?: string; price_data?: Record<string, unknown> }>
          | undefined;
        if (!items?.length) throw required('line_items');
        const intentData = body.payment_intent_data as
          | { transfer_data?: { destination?: string } }
          | undefined;
        const destination = intentData?.transfer_data?.destination;
        if (destination) get(destination, 'account', 'account');
        if (body.customer) get(body.customer as string, 'customer', 'customer');
        const amount = items.reduce(
          (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
          0,
        );
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        return put({
          id,
          object: 'checkout.session',
          mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `${origin}/c/pay/${id}`,
          amount_total: amount,
          currency: items[0]?.price_data?.currency ?? 'usd',
          client_reference_id: body.client_reference_id ?? null,
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          metadata: body.metadata ?? {},
          payment_intent: null,
          subscription: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          created: now(),
          // Kept as sent, for tests to read what the SDK asked (Stripe keeps these on the intent).
          payment_intent_data: body.payment_intent_data ?? null,
          subscription_data: body.subscription_data ?? null,
          payment_method_collection: body.payment_method_collection ?? 'always',
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      handle: (_request, [, id]) => get(id!, 'checkout session', 'checkout.session'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: ({ body }) => {
        if (typeof body.payment_intent !== 'string') throw required('payment_intent');
        const intent = get(body.payment_intent, 'payment_intent', 'payment_intent');
        if (intent.status !== 'succeeded')
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'This PaymentIntent has no successful charge to refund.',
            'charge_not_refundable',
          );
        const left = (intent.amount as number) - (intent.amount_refunded as number);
        const amount = int(body.amount) ?? left;
        if (amount <= 0 || amount > left)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Charge ${intent.latest_charge as string} has already been refunded.`,
            'charge_already_refunded',
          );
        intent.amount_refunded = (intent.amount_refunded as number) + amount;
        return put({
          id: newId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          reason: body.reason ?? null,
          status: 'succeeded',
          reverse_transfer: bool(body.reverse_transfer),
          refund_application_fee: bool(body.refund_application_fee),
          created: now(),
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payouts$/,
      handle: ({ body, stripeAccount }) => {
        if (!stripeAccount)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'A payout needs the Stripe-Account header here.',
          );
        get(stripeAccount, 'account', 'account');
        if (int(body.amount) === undefined) throw required('amount');
        return put({
          id: newId('po'),
          object: 'payout',
          amount: int(body.amount),
          currency: body.currency,
          status: 'pending',
          arrival_date: now() + 2 * 86_400,
          metadata: body.metadata ?? {},
          failure_message: null,
          created: now(),
          account: stripeAccount,
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: ({ body }) =>
        put({
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          created: now(),
        }),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([\w-]+)$/,
      handle: (_request, [, id]) => get(id!, 'customer', 'customer'),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
      handle: (_request, [, id]) => get(id!, 'subscription', 'subscription'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([\w-]+)$/,
      handle: ({ body }, [, id]) => {
        const subscription = get(id!, 'subscription', 'subscription');
        if (subscription.status === 'canceled')
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = bool(body.cancel_at_period_end);
          subscription.cancel_at = subscription.cancel_at_period_end ? subscription.current_period_end : null;
        }
        return subscription;
      },
    },
  ];

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const request: FakeStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      body: parseStripeForm(req.method === 'GET' ? url.search.slice(1) : text),
      stripeAccount: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    requests.push(request);

    const failure = failures.shift();
    if (failure === 'drop') return req.socket.destroy();
    if (failure === 'error500')
      return answer(res, 500, {
        error: { type: 'api_error', message: 'An unknown error occurred (fake outage).' },
      });

    if (header('authorization') !== `Bearer ${secretKey}`)
      return answer(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });

    const replayKey = request.idempotencyKey && `${request.method} ${request.path} ${request.idempotencyKey}`;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return answer(res, replay.status, replay.body);

    const route = routes.find((r) => r.method === request.method && r.pattern.test(request.path));
    let status = 200;
    let body: unknown;
    try {
      if (!route)
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${request.method}: ${request.path}).`,
        );
      body = route.handle(request, request.path.match(route.pattern)!);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: { type: error.type, message: error.message, code: error.code, param: error.param } };
    }
    if (replayKey && request.method === 'POST') idempotent.set(replayKey, { status, body });
    answer(res, status, body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        answer(res, 500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event: StripeFake['event'] = (type, object, options = {}) => ({
    id: newId('evt'),
    object: 'event',
    type,
    created: options.created ?? now(),
    api_version: API_VERSION,
    livemode: false,
    ...(options.account ? { account: options.account } : {}),
    data: { object: structuredClone(object) },
  });

  return {
    apiBase: origin,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: origin },
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && path.test(r.path)),
    object: (id) => objects.get(id),
    failNext(count, mode = 'error500') {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    setAccountFlags(accountId, flags) {
      const account = get(accountId, 'account', 'account');
      Object.assign(account, flags);
      return account;
    },
    completeSession(sessionId, options = {}) {
      const session = get(sessionId, 'checkout.session', 'checkout.session');
      const paymentStatus = options.paymentStatus ?? 'paid';
      session.status = 'complete';
      session.payment_status = paymentStatus;
      if (session.mode === 'payment' && !session.payment_intent) {
        const intent = put({
          id: newId('pi'),
          object: 'payment_intent',
          amount: session.amount_total,
          amount_refunded: 0,
          currency: session.currency,
          status: paymentStatus === 'paid' ? 'succeeded' : 'processing',
          latest_charge: newId('ch'),
        });
        session.payment_intent = intent.id;
      } else if (session.mode === 'payment') {
        // Completed again as paid: a bank debit's money arrived (async_payment_succeeded).
        const intent = objects.get(session.payment_intent as string);
        if (intent && paymentStatus === 'paid') intent.status = 'succeeded';
      }
      if (session.mode === 'subscription' && !session.subscription) {
        const customer =
          (session.customer as string | null) ??
          put({ id: newId('cus'), object: 'customer', email: session.customer_email, metadata: {} }).id;
        const trialDays = Number(
          (session.subscription_data as { trial_period_days?: string } | null)?.trial_period_days ?? 0,
        );
        const start = now();
        const periodEnd = start + (trialDays > 0 ? trialDays : 30) * 86_400;
        const subscription = put({
          id: newId('sub'),
          object: 'subscription',
          customer,
          status: trialDays > 0 ? 'trialing' : 'active',
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          trial_end: trialDays > 0 ? periodEnd : null,
          current_period_end: periodEnd,
          items: {
            object: 'list',
            data: [{ id: newId('si'), current_period_start: start, current_period_end: periodEnd }],
          },
          metadata: (session.subscription_data as { metadata?: object } | null)?.metadata ?? {},
        });
        session.customer = customer;
        session.subscription = subscription.id;
      }
      return session;
    },
    event,
    sign(stripeEvent, options = {}) {
      const body = JSON.stringify(stripeEvent, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { body, signature };
    },
    chargeRefunded(paymentIntentId, options = {}) {
      const intent = get(paymentIntentId, 'payment_intent', 'payment_intent');
      const amountRefunded = options.amountRefunded ?? (intent.amount as number);
      return event('charge.refunded', {
        id: intent.latest_charge,
        object: 'charge',
        payment_intent: intent.id,
        amount: intent.amount,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= (intent.amount as number),
        currency: intent.currency,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
