import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** A TCP hop between the app and its database server that a test can make hang, cut and restore. */
export interface TcpProxy {
  readonly port: number;
  /** Connections stay open, old and new, but nothing passes either way: a hung server. */
  hang(): void;
  /** Bytes pass again: the hung server answers (what it missed is lost). */
  resume(): void;
  /** Every connection is cut and new ones are refused: a server that is down. */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards as before: the server is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy on a free port of 127.0.0.1 that forwards to `host:port`. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let hung = false;
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(from);
      from.on('data', (chunk) => hung || to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  const listen = (on: number) => new Promise<void>((resolve) => server.listen(on, '127.0.0.1', resolve));
  const cut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const proxyPort = (server.address() as AddressInfo).port;
  return {
    port: proxyPort,
    hang: () => {
      hung = true;
    },
    resume: () => {
      hung = false;
    },
    cut,
    restore: async () => {
      hung = false;
      await listen(proxyPort);
    },
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
