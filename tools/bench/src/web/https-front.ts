import { createHash, X509Certificate } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers of one connection only, which a proxy does not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface HttpsFront {
  readonly baseUrl: string;
  /** The certificate's key hash, for Chromium's --ignore-certificate-errors-spki-list. */
  readonly spkiHash: string;
  close(): Promise<void>;
}

const passedOn = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * HTTP/2 over TLS in front of the API on `upstream` (http://host:port), as the deployment's Caddy is: a
 * browser then fetches a page's files over one connection, at once, instead of six at a time. The certificate
 * is made for the run; Chromium trusts it by its key hash, and only then keeps what it fetches in its cache.
 */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const { cert, private: key } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const forward = (incoming: Http2ServerRequest, answer: Http2ServerResponse) => {
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...passedOn(incoming.headers), host: target.host },
        agent,
      },
      (upstreamAnswer) => {
        answer.writeHead(upstreamAnswer.statusCode ?? 502, passedOn(upstreamAnswer.headers));
        upstreamAnswer.pipe(answer);
      },
    );
    upstreamRequest.on('error', () => answer.headersSent || answer.writeHead(502).end());
    incoming.pipe(upstreamRequest);
  };
  const server = createSecureServer({ key, cert }, forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
