import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { type HttpsFront, startHttpsFront } from './https-front';

describe('startHttpsFront', () => {
  let upstream: Server;
  let front: HttpsFront;
  let session: ClientHttp2Session;
  let upstreamUrl: string;

  beforeAll(async () => {
    // Answers with what it was asked, and a header of its own connection that must not go further.
    upstream = createServer((request, answer) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        answer.writeHead(201, {
          'content-type': 'application/json',
          'keep-alive': 'timeout=5',
          'x-seen': 'yes',
        });
        answer.end(
          JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, body }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    front = await startHttpsFront(upstreamUrl);
    // The certificate is checked below by its key hash, as Chromium does.
    session = connect(front.baseUrl, { rejectUnauthorized: false });
  });
  afterAll(async () => {
    session?.close();
    await front?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('passes a request over HTTP/2 to the API and its answer back, without the hop-by-hop headers', async () => {
    const stream = session.request({
      ':method': 'POST',
      ':path': '/api/x?y=1',
      'content-type': 'text/plain',
    });
    stream.end('hola');
    const headers = await new Promise<Record<string, unknown>>((resolve) => stream.on('response', resolve));
    let body = '';
    for await (const chunk of stream) body += chunk;
    expect(headers[':status']).toBe(201);
    expect(headers['x-seen']).toBe('yes');
    expect(headers['keep-alive']).toBeUndefined();
    expect(JSON.parse(body)).toEqual({
      method: 'POST',
      url: '/api/x?y=1',
      host: new URL(upstreamUrl).host,
      body: 'hola',
    });
  });

  it('gives the key hash of the certificate it presents', () => {
    const certificate = new X509Certificate((session.socket as TLSSocket).getPeerCertificate(false).raw);
    const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
    expect(createHash('sha256').update(spki).digest('base64')).toBe(front.spkiHash);
  });
});
