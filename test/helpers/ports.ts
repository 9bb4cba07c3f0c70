/** A TCP port free on 127.0.0.1 right now (for tests that start a real `vigil serve`). */
import net from 'node:net';

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((done) => srv.listen(0, '127.0.0.1', () => done()));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((done) => srv.close(() => done()));
  return port;
}
