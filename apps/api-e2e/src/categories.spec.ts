import type { ApiSuccess, CategoriesResponse } from '@changas/shared/contracts';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/categories', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api?.close());

  it('answers the 20 categories of the spec, in order, with ids and slugs', async () => {
    const { status, headers, body } = await api.request<ApiSuccess<CategoriesResponse>>('/api/categories');

    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.success).toBe(true);
    const { categories } = body.data;
    expect(categories.map(({ name }) => name)).toEqual([
      'Limpieza',
      'Jardinería',
      'Plomería',
      'Electricidad',
      'Carpintería',
      'Pintura',
      'Mecánica',
      'Tecnología',
      'Educación',
      'Salud',
      'Belleza',
      'Mascotas',
      'Transporte',
      'Eventos',
      'Fotografía',
      'Cocina',
      'Fitness',
      'Música',
      'Idiomas',
      'Otros',
    ]);
    expect(categories[1]).toEqual({ id: expect.any(Number), name: 'Jardinería', slug: 'jardineria' });
    expect(categories.map(({ slug }) => slug)).toContain('fotografia');
    expect(new Set(categories.map(({ id }) => id)).size).toBe(20);
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['id', 'name', 'slug']);
  });
});
