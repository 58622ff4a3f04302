/**
 * The receiving side of the Microsoft Graph fake (server/test/fake-mail-apis.ts): one inbox,
 * answering as documented:
 * - GET /me/mailFolders/inbox/messages/delta (changeType, $select, $filter=receivedDateTime ge ..., and
 *   Prefer: odata.maxpagesize) -> {value, @odata.nextLink | @odata.deltaLink}; the links carry the state
 *   ($skiptoken, $deltatoken); a link whose state is gone answers 410 syncStateNotFound;
 * - GET /me/mailFolders/inbox/messages?$top&$orderby=receivedDateTime desc&$select -> {value};
 * - GET /me/messages?$filter=internetMessageId eq '<id>' -> {value};
 * Bodies are HTML unless the request prefers outlook.body-content-type="text".
 */
export interface FakeGraphMessage {
  id: string;
  internetMessageId: string;
  internetMessageHeaders: { name: string; value: string }[];
  from: { emailAddress: { name: string; address: string } } | null;
  toRecipients: { emailAddress: { name: string; address: string } }[];
  subject: string;
  text: string;
  conversationId: string;
  receivedDateTime: string;
  isRead: boolean;
  createdSeq: number;
  changedSeq: number;
}

export interface GraphDelivery {
  from?: string | null;
  fromName?: string;
  to?: string[];
  subject?: string;
  text?: string;
  internetMessageId?: string;
  /** Extra headers (Auto-Submitted, List-Id, ...) as Graph lists them in internetMessageHeaders. */
  headers?: Record<string, string>;
  conversationId?: string;
  /** Epoch ms; now by default. */
  receivedAt?: number;
}

export interface FakeGraphInbox {
  messages: FakeGraphMessage[];
  /** Files a message as newly arrived; returns its Graph id. */
  deliver(m: GraphDelivery): string;
  /** Marks a message read: an update, which a delta without changeType=created returns again. */
  markRead(id: string): void;
  /** Forgets every delta state: links given out so far answer 410. */
  expireDeltaLinks(): void;
  /** Answers a delta request with a $filter 400 ErrorInvalidUrlQuery, as Graph has done at times. */
  refuseDeltaFilter: boolean;
  requests: { url: URL; prefer: string }[];
}

type Answer = { status: number; body: unknown };

interface DeltaState {
  /** The epoch of the states: expireDeltaLinks starts a new one. */
  e: number;
  /** Changes after this sequence number... */
  s: number;
  /** ...up to this one (the round's snapshot). */
  u: number;
  /** Offset into the round. */
  o: number;
  since: string | null;
  created: boolean;
  select: string | null;
}

const encode = (s: DeltaState) => Buffer.from(JSON.stringify(s)).toString('base64url');
const decode = (t: string) => JSON.parse(Buffer.from(t, 'base64url').toString()) as DeltaState;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let ids = 0;

export function createGraphInbox(
  graphUrl: string,
): FakeGraphInbox & { answer(url: URL, prefer: string): Answer | undefined } {
  const messages: FakeGraphMessage[] = [];
  const requests: { url: URL; prefer: string }[] = [];
  let seq = 0;
  let epoch = 1;

  const shape = (m: FakeGraphMessage, select: string | null, prefer: string) => {
    const text = /outlook\.body-content-type="?text"?/i.test(prefer);
    const full: Record<string, unknown> = {
      '@odata.etag': `W/"${m.changedSeq}"`,
      id: m.id,
      internetMessageId: m.internetMessageId,
      from: m.from,
      sender: m.from,
      toRecipients: m.toRecipients,
      subject: m.subject,
      body: text
        ? { contentType: 'text', content: m.text }
        : {
            contentType: 'html',
            content: `<html><body><p>${escapeHtml(m.text).replace(/\n/g, '<br>')}</p></body></html>`,
          },
      conversationId: m.conversationId,
      receivedDateTime: m.receivedDateTime,
      isRead: m.isRead,
    };
    // internetMessageHeaders come only when asked for by $select.
    if (!select) return full;
    const wanted = new Set(select.split(',').map((s) => s.trim()));
    const out: Record<string, unknown> = { '@odata.etag': full['@odata.etag'], id: m.id };
    for (const key of wanted) {
      if (key === 'internetMessageHeaders') out[key] = m.internetMessageHeaders;
      else if (key in full) out[key] = full[key];
    }
    return out;
  };

  function delta(url: URL, prefer: string): Answer {
    const q = url.searchParams;
    const pageSize = Number(/odata\.maxpagesize=(\d+)/.exec(prefer)?.[1] ?? 10);
    let state: DeltaState;
    const skip = q.get('$skiptoken');
    const token = q.get('$deltatoken');
    if (skip || token) {
      state = decode((skip ?? token)!);
      if (state.e !== epoch) {
        return {
          status: 410,
          body: { error: { code: 'syncStateNotFound', message: 'The sync state generation is not found.' } },
        };
      }
      if (token) state = { ...state, u: seq, o: 0 };
    } else {
      if (inbox.refuseDeltaFilter && q.has('$filter')) {
        const message = "The '$filter' parameter value is not supported for 'Messages' resource.";
        return { status: 400, body: { error: { code: 'ErrorInvalidUrlQuery', message } } };
      }
      const since = /receivedDateTime ge (\S+)/.exec(q.get('$filter') ?? '')?.[1] ?? null;
      const created = q.get('changeType') === 'created';
      state = { e: epoch, s: 0, u: seq, o: 0, since, created, select: q.get('$select') };
    }
    const changed = messages
      .filter((m) => {
        const at = state.created ? m.createdSeq : m.changedSeq;
        if (at <= state.s || at > state.u) return false;
        return !state.since || Date.parse(m.receivedDateTime) >= Date.parse(state.since);
      })
      .sort((a, b) => (state.created ? a.createdSeq - b.createdSeq : a.changedSeq - b.changedSeq));
    const page = changed.slice(state.o, state.o + pageSize);
    const link = `${graphUrl}/me/mailFolders/inbox/messages/delta`;
    const rest =
      state.o + pageSize < changed.length
        ? { '@odata.nextLink': `${link}?$skiptoken=${encode({ ...state, o: state.o + pageSize })}` }
        : { '@odata.deltaLink': `${link}?$deltatoken=${encode({ ...state, s: state.u, o: 0 })}` };
    return { status: 200, body: { value: page.map((m) => shape(m, state.select, prefer)), ...rest } };
  }

  function answer(url: URL, prefer: string): Answer | undefined {
    const path = url.pathname.replace(/^\/graph/, '');
    const q = url.searchParams;
    if (path === '/me/mailFolders/inbox/messages/delta') {
      requests.push({ url, prefer });
      return delta(url, prefer);
    }
    if (path === '/me/mailFolders/inbox/messages') {
      requests.push({ url, prefer });
      const top = Number(q.get('$top') ?? 10);
      const sorted = [...messages].sort((a, b) => Date.parse(b.receivedDateTime) - Date.parse(a.receivedDateTime));
      return { status: 200, body: { value: sorted.slice(0, top).map((m) => shape(m, q.get('$select'), prefer)) } };
    }
    if (path === '/me/messages') {
      const wanted = /internetMessageId eq '(.*)'/.exec(q.get('$filter') ?? '')?.[1]?.replaceAll("''", "'");
      const hits = messages.filter((m) => m.internetMessageId === wanted);
      return { status: 200, body: { value: hits.map((m) => shape(m, q.get('$select'), prefer)) } };
    }
    return undefined;
  }

  const inbox = {
    messages,
    requests,
    refuseDeltaFilter: false,
    deliver(d: GraphDelivery) {
      const id = `AAMk${++ids}${Math.random().toString(16).slice(2, 8)}`;
      const at = ++seq;
      const mid = d.internetMessageId ?? `<${id}@fake.outlook>`;
      const headers = { 'Message-ID': mid, ...(d.headers ?? {}) };
      messages.push({
        id,
        internetMessageId: mid,
        internetMessageHeaders: Object.entries(headers).map(([name, value]) => ({ name, value })),
        from:
          d.from === null
            ? null
            : { emailAddress: { name: d.fromName ?? '', address: d.from ?? 'sender@example.test' } },
        toRecipients: (d.to ?? ['me@outlook.example']).map((address) => ({ emailAddress: { name: '', address } })),
        subject: d.subject ?? '',
        text: d.text ?? '',
        conversationId: d.conversationId ?? `conv-${id}`,
        receivedDateTime: new Date(d.receivedAt ?? Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        isRead: false,
        createdSeq: at,
        changedSeq: at,
      });
      return id;
    },
    markRead(id: string) {
      const m = messages.find((x) => x.id === id);
      if (m) Object.assign(m, { isRead: true, changedSeq: ++seq });
    },
    expireDeltaLinks() {
      epoch++;
    },
    answer,
  };
  return inbox;
}
