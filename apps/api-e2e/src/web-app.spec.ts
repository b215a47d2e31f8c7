import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html lang="es-AR"><title>Changas</title><div id="root"></div></html>';
const APP_JS = 'console.log("changas");';
const VENDOR_JS = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, n) => `palabra${n}`))};`;

describe('serving the built web app', () => {
  let webDist: string;
  let api: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'changas-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), APP_JS);
    // The web build's compressed twins of a large asset.
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js'), VENDOR_JS);
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR_JS));
    writeFileSync(join(webDist, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR_JS));
    api = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at /', async () => {
    const { status, headers, body } = await api.request('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(body).toBe(INDEX_HTML);
  });

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    for (const path of ['/services', '/service/12', '/reset-password/abc.def?x=1']) {
      const { status, headers, body } = await api.request(path);
      expect(status).toBe(200);
      expect(body).toBe(INDEX_HTML);
      expect(headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves build assets as files, cached for good', async () => {
    const { status, headers, body } = await api.request('/assets/index-abc123.js');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/javascript/);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body).toBe(APP_JS);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])(
    "answers Accept-Encoding %s from the build's compressed twins (content-encoding %s)",
    async (accepted, encoding) => {
      const { status, headers, body } = await api.request('/assets/vendor-def456.js', {
        headers: { 'accept-encoding': accepted },
      });
      expect(status).toBe(200);
      expect(headers.get('content-encoding')).toBe(encoding);
      expect(headers.get('vary')).toMatch(/accept-encoding/i);
      expect(body).toBe(VENDOR_JS);
    },
  );

  it('keeps the JSON API and its 404 envelope under /api', async () => {
    expect((await api.request('/api/categories')).body).toMatchObject({ success: true });
    const { status, body } = await api.request('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'COMMON.NOT_FOUND' });
  });
});
