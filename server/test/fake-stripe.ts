import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  decodeStripeForm,
  formList,
  formMetadata,
  formObject,
  formString,
  type FormValue,
} from './fake-stripe-form.js';
import { checkoutPage, portalPage } from './fake-stripe-pages.js';

/**
 * A stand-in for the parts of the Stripe API the server calls, on 127.0.0.1, following Stripe's
 * documented requests (form-encoded, bracketed nesting) and answers (JSON objects, errors as
 * `{error:{type,code,message}}`): POST /v1/customers, POST /v1/checkout/sessions, POST
 * /v1/billing_portal/sessions, GET and POST /v1/subscriptions/:id. The official SDK is pointed at
 * it (STRIPE_API_URL). Its hosted pages: GET /checkout/:id, a form whose "Pay and subscribe"
 * creates the customer and the subscription, sends the signed webhook events and redirects to the
 * success URL with 303; GET /portal/:id, a card and the invoices with a return link.
 *
 * Events are signed with the SDK's own test-header helper and delivered to the webhook target (a
 * URL, or a function for app.inject). Changes made through the API send the events Stripe would,
 * after the answer. Tests drive the rest: any event (optionally with a bad signature, delayed,
 * held and released in reverse), a failed or paid invoice, and a subscription's period end
 * (renewal, or deletion after cancel_at_period_end). The same controls are served over HTTP under
 * /__fake/ for a server running as another process.
 */

type Obj = Record<string, unknown>;
type Deliver = (payload: string, headers: Record<string, string>) => Promise<number>;

export interface FakeStripeOptions {
  webhookSecret: string;
  /** Price id -> monthly amount in cents (the prices the server is configured with). */
  prices: Record<string, number>;
  webhook?: string | Deliver;
  /** A fixed port (an end-to-end set-up that hands the URL to a server process); random when unset. */
  port?: number;
}

export interface SendOptions {
  /** Signed with another secret: the server must refuse it. */
  badSignature?: boolean;
  /** Delivered this many ms later (the call does not wait). */
  delayMs?: number;
}

export interface FakeEvent {
  id: string;
  type: string;
  /** Seconds, as in Stripe's events. */
  created: number;
  payload: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  badSignature: boolean;
}

const PERIOD_S = 30 * 24 * 3600;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}
const missing = (kind: string, value: string, param = 'id') =>
  new StripeError(404, `No such ${kind}: '${value}'`, 'resource_missing', param);

export class FakeStripe {
  url = '';
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly portalSessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly events: FakeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  /** Every API request as received (method, path, decoded body). */
  readonly requests: { method: string; path: string; body: Record<string, FormValue> }[] = [];
  /** Added to the real clock: advancing a subscription to its period end moves it. */
  clockOffsetMs = 0;
  /** API requests still to answer with a 500 (Stripe's api_error), to see how failures are handled. */
  failNextRequests = 0;
  private held: FakeEvent[] | null = null;
  private pending = new Set<Promise<unknown>>();
  private server = createServer((req, res) => void this.handle(req, res));

  constructor(private options: FakeStripeOptions) {}

  static async start(options: FakeStripeOptions): Promise<FakeStripe> {
    const fake = new FakeStripe(options);
    await new Promise<void>((resolve) => fake.server.listen(options.port ?? 0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  setWebhook(target: string | Deliver): void {
    this.options.webhook = target;
  }

  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  /** Waits until every delivery started so far has been answered. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // --- events ---------------------------------------------------------------------------------

  /** Builds, records and delivers an event with `object` as its data (a copy, frozen at this moment). */
  emit(type: string, object: Obj, o: SendOptions & { createdMs?: number; previous?: Obj } = {}): FakeEvent {
    const created = Math.floor((o.createdMs ?? this.now()) / 1000);
    const body = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object, ...(o.previous && { previous_attributes: o.previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const event: FakeEvent = { id: body.id, type, created, payload: JSON.stringify(body, null, 2) };
    this.events.push(event);
    if (this.held) this.held.push(event);
    else this.send(event, o);
    return event;
  }

  /** Sends a recorded event (again, for a replay); resolves with the webhook's status. */
  send(event: FakeEvent, o: SendOptions = {}): Promise<number> {
    const run = async () => {
      if (o.delayMs) await new Promise((r) => setTimeout(r, o.delayMs));
      const target = this.options.webhook;
      if (!target) throw new Error('fake Stripe has no webhook target');
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: o.badSignature ? 'whsec_not_the_right_secret' : this.options.webhookSecret,
      });
      const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
      const status =
        typeof target === 'string'
          ? (await fetch(target, { method: 'POST', headers, body: event.payload })).status
          : await target(event.payload, headers);
      this.deliveries.push({ eventId: event.id, type: event.type, status, badSignature: o.badSignature === true });
      return status;
    };
    const promise = run();
    this.pending.add(promise);
    void promise.catch(() => undefined).finally(() => this.pending.delete(promise));
    return promise;
  }

  /** Runs `fn` once the current answer has gone out; idle() waits for it too. */
  private afterAnswer(fn: () => void): void {
    const promise = new Promise<void>((resolve) => setTimeout(() => resolve(fn()), 5));
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  /** From now on events are kept instead of sent, until release(). */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the held events one after the other, in the order they happened or reversed. */
  async release(o: { reverse?: boolean } = {}): Promise<number[]> {
    const held = this.held ?? [];
    this.held = null;
    const statuses: number[] = [];
    for (const event of o.reverse ? [...held].reverse() : held) statuses.push(await this.send(event));
    return statuses;
  }

  // --- objects --------------------------------------------------------------------------------

  private price(priceId: string): Obj {
    return {
      id: priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      type: 'recurring',
      unit_amount: this.options.prices[priceId] ?? 0,
      recurring: { interval: 'month', interval_count: 1 },
      product: 'prod_fake',
    };
  }

  private item(sub: Obj): Obj {
    return ((sub.items as Obj).data as Obj[])[0]!;
  }

  private priceOf(sub: Obj): string {
    return (this.item(sub).price as Obj).id as string;
  }

  private copy<T>(value: T): T {
    return structuredClone(value);
  }

  createCustomer(email: string | null, metadata: Record<string, string> = {}): Obj {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email,
      metadata,
      created: Math.floor(this.now() / 1000),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createInvoice(sub: Obj, o: { amount: number; paid: boolean; reason: string }): Obj {
    const item = this.item(sub);
    const invoice = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: o.paid ? 'paid' : 'open',
      billing_reason: o.reason,
      amount_due: o.amount,
      amount_paid: o.paid ? o.amount : 0,
      amount_remaining: o.paid ? 0 : o.amount,
      attempted: true,
      currency: 'usd',
      created: Math.floor(this.now() / 1000),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      // Where older API versions and recent ones name the subscription.
      subscription: sub.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: this.copy(sub.metadata) },
      },
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  private createSubscription(customer: string, priceId: string, metadata: Record<string, string>): Obj {
    const start = Math.floor(this.now() / 1000);
    const subId = id('sub');
    const sub: Obj = {
      id: subId,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      collection_method: 'charge_automatically',
      currency: 'usd',
      metadata,
      latest_invoice: null,
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: this.price(priceId),
            quantity: 1,
            created: start,
            current_period_start: start,
            current_period_end: start + PERIOD_S,
            subscription: subId,
            metadata: {},
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
    };
    this.subscriptions.set(subId, sub);
    return sub;
  }

  /** What "Pay and subscribe" does: the customer, the paid subscription, the events, then the way back. */
  async completeCheckout(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status !== 'open') return session.success_url as string;
    const customer = (session.customer as string | null) ?? this.createCustomer(session.customer_email as string).id;
    const data = session.subscription_data as { metadata: Record<string, string> };
    const sub = this.createSubscription(customer as string, session.price as string, data.metadata);
    const invoice = this.createInvoice(sub, {
      amount: this.options.prices[session.price as string] ?? 0,
      paid: true,
      reason: 'subscription_create',
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: sub.id });
    this.emit('checkout.session.completed', this.publicSession(session));
    this.emit('customer.subscription.created', this.copy(sub));
    this.emit('invoice.paid', this.copy(invoice));
    // Like a real redirect after payment, the webhook has most likely arrived by then.
    await this.idle();
    return session.success_url as string;
  }

  /** A failed renewal payment: the invoice stays open and the subscription is past due. */
  failInvoice(subId: string): void {
    const sub = this.subscription(subId);
    sub.status = 'past_due';
    const invoice = this.createInvoice(sub, {
      amount: this.options.prices[this.priceOf(sub)] ?? 0,
      paid: false,
      reason: 'subscription_cycle',
    });
    this.emit('invoice.payment_failed', this.copy(invoice));
    this.emit('customer.subscription.updated', this.copy(sub), { previous: { status: 'active' } });
  }

  /** The open invoice is paid (a new card in the portal, a retry): the subscription is active again. */
  payInvoice(subId: string): void {
    const sub = this.subscription(subId);
    const open = [...this.invoices.values()].find((i) => i.subscription === subId && i.status === 'open');
    const invoice =
      open ??
      this.createInvoice(sub, { amount: this.options.prices[this.priceOf(sub)] ?? 0, paid: true, reason: 'manual' });
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    const before = sub.status;
    sub.status = 'active';
    this.emit('invoice.paid', this.copy(invoice));
    this.emit('customer.subscription.updated', this.copy(sub), { previous: { status: before } });
  }

  /**
   * The clock reaches the end of the period: a subscription set to cancel ends (deleted event);
   * otherwise it renews: a new period at its current price (a downgrade's lower price takes
   * effect here, as it was set without proration), a paid invoice, an updated event.
   */
  advanceToPeriodEnd(subId: string): void {
    const sub = this.subscription(subId);
    const item = this.item(sub);
    const end = item.current_period_end as number;
    this.clockOffsetMs = Math.max(this.clockOffsetMs, end * 1000 - Date.now());
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: end, canceled_at: sub.canceled_at ?? end });
      this.emit('customer.subscription.deleted', this.copy(sub));
      return;
    }
    const previous = { items: this.copy(sub.items) };
    Object.assign(item, { current_period_start: end, current_period_end: end + PERIOD_S });
    const invoice = this.createInvoice(sub, {
      amount: this.options.prices[this.priceOf(sub)] ?? 0,
      paid: true,
      reason: 'subscription_cycle',
    });
    this.emit('invoice.paid', this.copy(invoice));
    this.emit('customer.subscription.updated', this.copy(sub), { previous });
  }

  subscription(subId: string): Obj {
    const sub = this.subscriptions.get(subId);
    if (!sub) throw missing('subscription', subId);
    return sub;
  }

  /** The subscription Checkout made for this user (by the metadata the server gave it). */
  subscriptionOfUser(userId: string): Obj | undefined {
    return [...this.subscriptions.values()].reverse().find((s) => (s.metadata as Obj).userId === userId);
  }

  private publicSession(session: Obj): Obj {
    const { price: _price, subscription_data: _data, ...rest } = this.copy(session);
    return rest;
  }

  // --- API ------------------------------------------------------------------------------------

  private createCheckoutSession(body: Record<string, FormValue>): Obj {
    const lineItems = formList(body.line_items).map(formObject);
    const priceId = formString(lineItems[0]?.price);
    if (formString(body.mode) !== 'subscription')
      throw new StripeError(400, 'Only mode=subscription here', 'parameter_invalid_string', 'mode');
    if (!priceId || !(priceId in this.options.prices)) throw missing('price', priceId ?? '', 'line_items[0][price]');
    for (const param of ['success_url', 'cancel_url']) {
      if (!formString(body[param]))
        throw new StripeError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
    }
    const customer = formString(body.customer) ?? null;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const sessionId = id('cs_test');
    const session: Obj = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.url}/checkout/${sessionId}`,
      success_url: formString(body.success_url),
      cancel_url: formString(body.cancel_url),
      client_reference_id: formString(body.client_reference_id) ?? null,
      customer,
      customer_email: formString(body.customer_email) ?? null,
      metadata: formMetadata(body.metadata),
      subscription: null,
      created: Math.floor(this.now() / 1000),
      expires_at: Math.floor(this.now() / 1000) + 24 * 3600,
      livemode: false,
      // Kept for the hosted page, left out of answers.
      price: priceId,
      subscription_data: { metadata: formMetadata(formObject(body.subscription_data)?.metadata) },
    };
    this.sessions.set(sessionId, session);
    return this.publicSession(session);
  }

  private updateSubscription(subId: string, body: Record<string, FormValue>): Obj {
    const sub = this.subscription(subId);
    if (sub.status === 'canceled') {
      throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const previous: Obj = {};
    const items = formList(body.items).map(formObject);
    let invoice: Obj | undefined;
    if (items.length > 0) {
      const item = this.item(sub);
      const wanted = items[0]!;
      if (formString(wanted.id) !== item.id)
        throw missing('subscription_item', formString(wanted.id) ?? '', 'items[0][id]');
      const priceId = formString(wanted.price);
      if (!priceId || !(priceId in this.options.prices)) throw missing('price', priceId ?? '', 'items[0][price]');
      const oldPrice = this.priceOf(sub);
      if (priceId !== oldPrice) {
        previous.items = this.copy(sub.items);
        item.price = this.price(priceId);
        if (formString(body.proration_behavior) === 'always_invoice') {
          const difference = (this.options.prices[priceId] ?? 0) - (this.options.prices[oldPrice] ?? 0);
          invoice = this.createInvoice(sub, {
            amount: Math.max(0, difference),
            paid: true,
            reason: 'subscription_update',
          });
        }
      }
    }
    const cancel = formString(body.cancel_at_period_end);
    if (cancel !== undefined) {
      const value = cancel === 'true';
      if (value !== sub.cancel_at_period_end) previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = value;
      sub.cancel_at = value ? this.item(sub).current_period_end : null;
      sub.canceled_at = value ? Math.floor(this.now() / 1000) : null;
    }
    if (body.metadata !== undefined) sub.metadata = { ...(sub.metadata as Obj), ...formMetadata(body.metadata) };
    // Stripe announces API changes too, after answering.
    const snapshot = this.copy(sub);
    this.afterAnswer(() => {
      if (invoice) this.emit('invoice.paid', this.copy(invoice));
      this.emit('customer.subscription.updated', snapshot, { previous });
    });
    return this.copy(sub);
  }

  private createPortalSession(body: Record<string, FormValue>): Obj {
    const customer = formString(body.customer);
    if (!customer) throw new StripeError(400, 'Missing required param: customer.', 'parameter_missing', 'customer');
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const session = {
      id: id('bps'),
      object: 'billing_portal.session',
      customer,
      return_url: formString(body.return_url) ?? null,
      created: Math.floor(this.now() / 1000),
      livemode: false,
      url: '',
    };
    session.url = `${this.url}/portal/${session.id}`;
    this.portalSessions.set(session.id, session);
    return session;
  }

  private api(method: string, path: string, body: Record<string, FormValue>): Obj {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      return this.createCustomer(formString(body.email) ?? null, formMetadata(body.metadata));
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(body);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortalSession(body);
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subId = decodeURIComponent(m[1]!);
      if (method === 'GET') return this.copy(this.subscription(subId));
      if (method === 'POST') return this.updateSubscription(subId, body);
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  // --- HTTP -----------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(value));
    };
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    try {
      if (url.pathname.startsWith('/v1/')) {
        if (!/^Bearer sk_\w+/.test(req.headers.authorization ?? '')) {
          return json(401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
        }
        const body = decodeStripeForm(method === 'GET' ? url.search.slice(1) : raw);
        this.requests.push({ method, path: url.pathname, body });
        if (this.failNextRequests > 0) {
          this.failNextRequests -= 1;
          return json(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
        }
        return json(200, this.api(method, url.pathname, body));
      }
      if (url.pathname.startsWith('/__fake/')) return json(200, await this.control(method, url.pathname, raw));
      let m: RegExpExecArray | null;
      if (method === 'GET' && (m = /^\/checkout\/([^/]+)$/.exec(url.pathname))) {
        const session = this.sessions.get(m[1]!);
        if (!session) return html(404, 'No such Checkout Session');
        const price = session.price as string;
        return html(
          200,
          checkoutPage({
            id: session.id as string,
            email: (session.customer_email as string | null) ?? null,
            plan: price,
            amount: `$${((this.options.prices[price] ?? 0) / 100).toFixed(2)}`,
            cancelUrl: session.cancel_url as string,
          }),
        );
      }
      if (method === 'POST' && (m = /^\/checkout\/([^/]+)\/pay$/.exec(url.pathname))) {
        const location = await this.completeCheckout(m[1]!);
        res.writeHead(303, { location });
        res.end();
        return;
      }
      if (method === 'GET' && (m = /^\/portal\/([^/]+)$/.exec(url.pathname))) {
        const session = this.portalSessions.get(m[1]!);
        if (!session) return html(404, 'No such portal session');
        const customer = this.customers.get(session.customer as string);
        const invoices = [...this.invoices.values()]
          .filter((i) => i.customer === session.customer)
          .map((i) => ({
            id: i.id as string,
            created: i.created as number,
            amount: i.amount_due as number,
            status: i.status as string,
          }));
        return html(
          200,
          portalPage({
            email: (customer?.email as string | null) ?? null,
            invoices,
            returnUrl: session.return_url as string,
          }),
        );
      }
      return json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      });
    } catch (err) {
      if (err instanceof StripeError) {
        return json(err.status, {
          error: {
            type: 'invalid_request_error',
            message: err.message,
            ...(err.code && {
              code: err.code,
              doc_url: `https://docs.stripe.com/error-codes/${err.code.replace(/_/g, '-')}`,
            }),
            ...(err.param && { param: err.param }),
          },
        });
      }
      return json(500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  }

  /** The test controls over HTTP, for a server running as another process. */
  private async control(method: string, path: string, raw: string): Promise<unknown> {
    const body = (raw ? JSON.parse(raw) : {}) as Obj;
    if (method === 'GET' && path === '/__fake/state') {
      return {
        customers: [...this.customers.values()],
        subscriptions: [...this.subscriptions.values()],
        invoices: [...this.invoices.values()],
        events: this.events.map(({ id: eventId, type, created }) => ({ id: eventId, type, created })),
        deliveries: this.deliveries,
      };
    }
    if (method !== 'POST') throw new StripeError(404, `No control ${method} ${path}`);
    if (path === '/__fake/webhook') {
      this.setWebhook(String(body.url));
      return { ok: true };
    }
    if (path === '/__fake/events') {
      const event = this.emit(String(body.type), (body.object as Obj) ?? {}, {
        badSignature: body.badSignature === true,
        delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
        createdMs: typeof body.createdMs === 'number' ? body.createdMs : undefined,
      });
      return { id: event.id };
    }
    let m: RegExpExecArray | null;
    if ((m = /^\/__fake\/events\/([^/]+)\/resend$/.exec(path))) {
      const event = this.events.find((e) => e.id === m![1]);
      if (!event) throw missing('event', m[1]!);
      return { status: await this.send(event, { badSignature: body.badSignature === true }) };
    }
    if ((m = /^\/__fake\/subscriptions\/([^/]+)\/(fail-invoice|pay-invoice|advance)$/.exec(path))) {
      const subId = decodeURIComponent(m[1]!);
      if (m[2] === 'fail-invoice') this.failInvoice(subId);
      else if (m[2] === 'pay-invoice') this.payInvoice(subId);
      else this.advanceToPeriodEnd(subId);
      await this.idle();
      return this.copy(this.subscription(subId));
    }
    if (path === '/__fake/hold') {
      this.hold();
      return { ok: true };
    }
    if (path === '/__fake/release') return { statuses: await this.release({ reverse: body.reverse === true }) };
    throw new StripeError(404, `No control ${method} ${path}`);
  }
}

export const startFakeStripe = (options: FakeStripeOptions) => FakeStripe.start(options);
