import { join } from 'node:path';
import { DEFAULT_CATEGORIES } from '@changas/shared/contracts';
import { startTestApp, type TestApp } from './support/test-app';

const DEMO_ASSETS = join(__dirname, '../../../tools/demo-seed/assets');
const NOT_FOUND = { success: false, error: 'El recurso solicitado no existe.', code: 'COMMON.NOT_FOUND' };

describe('serving media at /media/', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ env: { MEDIA_DIR: DEMO_ASSETS } });
  });
  afterAll(() => api?.close());

  it("serves every category's illustration as SVG, cached for a day", async () => {
    for (const { slug } of DEFAULT_CATEGORIES) {
      const { status, headers, body } = await api.request<string>(`/media/categories/${slug}.svg`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('image/svg+xml');
      expect(headers.get('cache-control')).toBe('public, max-age=86400');
      expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('answers the JSON 404 for unknown files', async () => {
    const { status, body } = await api.request('/media/categories/astrologia.svg');
    expect(status).toBe(404);
    expect(body).toEqual(NOT_FOUND);
  });

  it('refuses folders and paths that climb out of it with the JSON 403', async () => {
    for (const path of ['/media/', '/media/..%2f..%2fpackage.json']) {
      const { status, body } = await api.request(path);
      expect(status).toBe(403);
      expect(body).toEqual({
        success: false,
        error: 'No tienes permisos para realizar esta acción.',
        code: 'COMMON.FORBIDDEN',
      });
    }
  });

  it('is read-only', async () => {
    const { status } = await api.request('/media/categories/limpieza.svg', { method: 'DELETE' });
    expect(status).toBe(404);
  });

  it('serves nothing when the folder does not exist', async () => {
    const bare = await startTestApp({
      database: api.database,
      env: { MEDIA_DIR: join(DEMO_ASSETS, 'missing') },
    });
    try {
      const { status, body } = await bare.request('/media/categories/limpieza.svg');
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND);
    } finally {
      await bare.close();
    }
  });
});
