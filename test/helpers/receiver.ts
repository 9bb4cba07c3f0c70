/**
 * A real HTTP webhook receiver on loopback for tests. Each request is recorded (headers, exact body
 * bytes, parsed JSON) and answered by the current `respond` function: a status, or `'hang'` to hold
 * the request open until the receiver closes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  /** Status the receiver answered (undefined while hanging). */
  answered?: number;
}

export type Respond = (req: Received, index: number) => number | 'hang' | { status: number; headers?: Record<string, string>; body?: string };

export interface Receiver {
  url: string;
  received: Received[];
  respond: Respond;
  /** Requests answered with a 2xx. */
  acknowledged(): Received[];
  close(): Promise<void>;
}

export async function startReceiver(respond: Respond = () => 200): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const r: Receiver = {
    url: '',
    received: [],
    respond,
    acknowledged: () => r.received.filter((x) => x.answered !== undefined && x.answered >= 200 && x.answered < 300),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body);
      } catch {
        /* recorded as is */
      }
      const rec: Received = { headers: req.headers, body, json };
      const index = r.received.push(rec) - 1;
      const answer = r.respond(rec, index);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      const a = typeof answer === 'number' ? { status: answer } : answer;
      rec.answered = a.status;
      res.writeHead(a.status, { 'content-type': 'text/plain', ...a.headers });
      res.end(a.body ?? (a.status < 300 ? 'ok' : 'error'));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return r;
}

/** Polls `cond` every 20 ms until it holds; throws after `timeoutMs` with `what`. */
export async function until(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((res) => setTimeout(res, 20));
  }
}
