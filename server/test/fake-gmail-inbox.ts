import { simpleParser } from 'mailparser';

/**
 * The receiving side of the Gmail API fake (server/test/fake-mail-apis.ts): one mailbox with its
 * history, answering as documented:
 * - users.getProfile: GET /gmail/v1/users/me/profile -> {emailAddress, messagesTotal, threadsTotal, historyId};
 * - users.history.list: GET .../history?startHistoryId&historyTypes&labelId&maxResults&pageToken ->
 *   {history?: [{id, messages, messagesAdded: [{message: {id, threadId, labelIds}}]}], nextPageToken?, historyId};
 *   a start older than the history kept answers 404;
 * - users.messages.list: GET .../messages?q=in:inbox|labelIds=INBOX&maxResults -> {messages?: [{id, threadId}], resultSizeEstimate};
 * - users.messages.get: GET .../messages/{id}?format=raw|metadata|minimal -> the Message resource (raw is base64url).
 */
export interface FakeGmailMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: Buffer;
  internalDate: number;
  historyId: number;
  snippet: string;
  headers: { name: string; value: string }[];
}

export interface DeliverOptions {
  threadId?: string;
  labelIds?: string[];
  /** Gmail's receive time (epoch ms); now by default. */
  internalDate?: number;
}

export interface FakeGmailInbox {
  email: string;
  messages: FakeGmailMessage[];
  /** Files a message (RFC 5322 text) as newly arrived, with a history record; returns its Gmail id. */
  deliver(raw: Buffer | string, options?: DeliverOptions): Promise<string>;
  /** Deletes a message for good (it stays in the history, as a real deletion does until it is listed). */
  remove(id: string): void;
  /** Forgets the history so far: a start at any earlier history id now answers 404. */
  expireHistory(): void;
  readonly historyId: number;
  /** The requests this mailbox answered (path and query), for asserting what a reader asked. */
  requests: URL[];
}

type Answer = { status: number; body: unknown };

let ids = 0;

export function createGmailInbox(email: string): FakeGmailInbox & { answer(url: URL): Answer | undefined } {
  const messages: FakeGmailMessage[] = [];
  const history: { id: number; messageId: string; threadId: string }[] = [];
  const requests: URL[] = [];
  let historyId = 1000;
  let floor = 0;

  const notFound: Answer = {
    status: 404,
    body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } },
  };
  const resource = (m: FakeGmailMessage, format: string) => {
    const common = {
      id: m.id,
      threadId: m.threadId,
      labelIds: m.labelIds,
      snippet: m.snippet,
      sizeEstimate: m.raw.length,
      historyId: String(m.historyId),
      internalDate: String(m.internalDate),
    };
    if (format === 'raw') return { ...common, raw: m.raw.toString('base64url') };
    if (format === 'minimal') return common;
    return { ...common, payload: { partId: '', mimeType: 'text/plain', filename: '', headers: m.headers } };
  };

  function answer(url: URL): Answer | undefined {
    const path = url.pathname.replace(/^\/gmail\/v1\/users\/me/, '');
    const q = url.searchParams;
    if (path === '/profile') {
      requests.push(url);
      return {
        status: 200,
        body: {
          emailAddress: email,
          messagesTotal: messages.length,
          threadsTotal: new Set(messages.map((m) => m.threadId)).size,
          historyId: String(historyId),
        },
      };
    }
    if (path === '/history') {
      requests.push(url);
      const start = Number(q.get('startHistoryId'));
      if (!q.get('startHistoryId') || !Number.isFinite(start)) {
        return {
          status: 400,
          body: { error: { code: 400, message: 'Invalid startHistoryId', status: 'INVALID_ARGUMENT' } },
        };
      }
      if (start < floor) return notFound;
      const label = q.get('labelId');
      const max = Math.min(Number(q.get('maxResults') ?? 100), 500);
      const offset = Number(q.get('pageToken') ?? 0);
      const matching = history.filter((h) => {
        if (h.id <= start) return false;
        const m = messages.find((x) => x.id === h.messageId);
        return !label || !m || m.labelIds.includes(label);
      });
      const page = matching.slice(offset, offset + max);
      const records = page.map((h) => {
        const m = messages.find((x) => x.id === h.messageId);
        const ref = { id: h.messageId, threadId: h.threadId };
        return {
          id: String(h.id),
          messages: [ref],
          messagesAdded: [{ message: { ...ref, labelIds: m?.labelIds ?? [] } }],
        };
      });
      return {
        status: 200,
        body: {
          ...(records.length ? { history: records } : {}),
          ...(offset + max < matching.length ? { nextPageToken: String(offset + max) } : {}),
          historyId: String(historyId),
        },
      };
    }
    if (path === '/messages' && (q.get('q') === 'in:inbox' || q.get('labelIds') === 'INBOX')) {
      requests.push(url);
      const max = Number(q.get('maxResults') ?? 100);
      const inbox = messages
        .filter((m) => m.labelIds.includes('INBOX'))
        .sort((a, b) => b.internalDate - a.internalDate || b.historyId - a.historyId)
        .slice(0, max);
      return {
        status: 200,
        body: {
          ...(inbox.length ? { messages: inbox.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
          resultSizeEstimate: inbox.length,
        },
      };
    }
    const get = /^\/messages\/([^/]+)$/.exec(path);
    if (get && get[1] !== 'send') {
      requests.push(url);
      const m = messages.find((x) => x.id === decodeURIComponent(get[1]!));
      return m ? { status: 200, body: resource(m, q.get('format') ?? 'full') } : notFound;
    }
    return undefined;
  }

  return {
    email,
    messages,
    requests,
    get historyId() {
      return historyId;
    },
    async deliver(raw, options = {}) {
      const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.replace(/\r?\n/g, '\r\n'));
      const end = bytes.indexOf('\r\n\r\n');
      const parsed = await simpleParser(end >= 0 ? bytes.subarray(0, end + 4) : bytes);
      // Gmail's snippet is the start of the text; a body it cannot render gives none.
      const text = await simpleParser(bytes).then(
        (p) => p.text ?? '',
        () => '',
      );
      const id = `in${++ids}${Math.random().toString(16).slice(2, 8)}`;
      const threadId = options.threadId ?? id;
      historyId += 7; // history ids grow, not by one
      const headers = parsed.headerLines.map(({ line }) => {
        const unfolded = line.replace(/\r?\n[ \t]+/g, ' ');
        const colon = unfolded.indexOf(':');
        return { name: unfolded.slice(0, colon), value: unfolded.slice(colon + 1).trim() };
      });
      messages.push({
        id,
        threadId,
        labelIds: options.labelIds ?? ['INBOX', 'UNREAD'],
        raw: bytes,
        internalDate: options.internalDate ?? Date.now(),
        historyId,
        snippet: text.replace(/\s+/g, ' ').trim().slice(0, 200).replaceAll("'", '&#39;'),
        headers,
      });
      history.push({ id: historyId, messageId: id, threadId });
      return id;
    },
    remove(id) {
      const i = messages.findIndex((m) => m.id === id);
      if (i >= 0) messages.splice(i, 1);
    },
    expireHistory() {
      floor = historyId + 1;
      historyId += 100;
    },
    answer,
  };
}
