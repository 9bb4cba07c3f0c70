/**
 * A tiny node:http server for provider test doubles: listens on 127.0.0.1, port 0 (a free port),
 * logs every request, and hands each to the stub's handler.
 *
 * Output of `startStubServer`: `{ url, requests, close }` — `url` is `http://127.0.0.1:<port>` plus
 * the stub's path prefix; `requests` logs method, path, decoded query, `authorization` header and
 * body, in arrival order; `close()` also drops open connections (a hanging stub must not keep the
 * test process alive). A handler that throws answers 500 with the message.
 *
 * `SHARED_DATA` is the shared data folder the stubs read real recorded files from (never copied
 * into the project): `VIGIL_DATA_DIR`, else ../shared/data next to the repository, as in
 * test/helpers/vigil.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export { SHARED_DATA } from '../vigil.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body: string;
}

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type StubHandler = (req: RecordedRequest, res: http.ServerResponse) => void | Promise<void>;

export function sendJson(res: http.ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(JSON.stringify(body));
}

export async function startStubServer(handler: StubHandler, pathPrefix = ''): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.startsWith(pathPrefix) ? url.pathname.slice(pathPrefix.length) || '/' : url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve()
        .then(() => handler(recorded, res))
        .catch((err: Error) => {
          if (!res.headersSent) sendJson(res, 500, { error: err.message });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${pathPrefix}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
