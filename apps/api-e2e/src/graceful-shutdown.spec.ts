import { request as httpRequest, Agent, get, type IncomingMessage } from 'node:http';
import { newRegistration } from './support/identity';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** What a client reads of an answer. */
interface Answer {
  readonly status: number | undefined;
  readonly connection: string | undefined;
}

const read = (response: IncomingMessage) =>
  new Promise<Answer>((done) => {
    response.resume();
    response.on('end', () => done({ status: response.statusCode, connection: response.headers.connection }));
  });

describe('SIGTERM', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess(database);
  });
  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  it('stops accepting, closes idle keep-alive connections, finishes the request in flight and exits 0 within 10 s', async () => {
    const { hostname, port } = new URL(server.baseUrl);
    // A client that keeps its connection open after an answer.
    const agent = new Agent({ keepAlive: true });
    await new Promise<Answer>((done) => get(`${server.baseUrl}/api/health`, { agent }, (r) => done(read(r))));
    const [idle] = Object.values(agent.freeSockets).flat();
    if (!idle) throw new Error('the keep-alive agent kept no connection');
    const idleClosed = new Promise<void>((done) => idle.once('close', () => done()));

    // A registration whose body is still arriving when the signal comes.
    const body = JSON.stringify(newRegistration());
    const inFlight = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: '/api/user/register',
      agent: new Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<Answer>((done) => inFlight.on('response', (r) => done(read(r))));
    inFlight.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await idleClosed;
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    inFlight.end(body.slice(10));

    await expect(answered).resolves.toEqual({ status: 201, connection: 'close' });
    await expect(server.exited).resolves.toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    agent.destroy();
  });
});
