import type { ServiceListResponse } from '@changas/shared/contracts';
// The limit is 1,000 over HTTP; the repository takes any limit, so both plans are tested on a few rows.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SERVICE_REPOSITORY } from '../../../libs/server/catalog/src/application/catalog.tokens';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { ServiceRepository } from '../../../libs/server/catalog/src/domain/service.repository.port';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { ServiceFilter } from '../../../libs/server/catalog/src/domain/service-search';
import { registerUser } from './support/identity';
import { servicesApi } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

describe('the listing counted up to a limit', () => {
  let api: TestApp;
  let repository: ServiceRepository;
  let categoryId: number;

  beforeAll(async () => {
    api = await startTestApp();
    const services = servicesApi(api);
    const { token } = await registerUser(api);
    for (let lesson = 1; lesson <= 6; lesson++)
      await services.publish(token, {
        title: `Clase de violín ${lesson}`,
        category: 'Música',
        zones: [{ province: 'Córdoba', locality: lesson <= 4 ? 'Río Cuarto' : 'Córdoba' }],
      });
    await services.publish(token, { title: 'Afinación de pianos', category: 'Música' });
    repository = api.app.get(SERVICE_REPOSITORY);
    const { body } = await api.request<{ data: ServiceListResponse }>('/api/services?q=violin&limit=1');
    categoryId = (await repository.findById(body.data.services[0].id))?.toProps().category.id as number;
  });
  afterAll(() => api?.close());

  const page = { page: 1, limit: 2 };

  it.each<[string, ServiceFilter, number]>([
    ['a word', { words: ['violin'], onlyActive: true }, 6],
    // 'corte', 'control' (the description) and 'cordoba': each service once however many of its words match.
    ['a prefix of several words of each service', { words: ['co'], onlyActive: true }, 7],
    ['a category', { categoryId: -1, onlyActive: true }, 7],
    ['a word in a place', { words: ['clase'], provinceKey: 'cordoba', onlyActive: true }, 6],
    // The four lessons there and the piano tuning, which has the default zone.
    ['a locality', { provinceKey: 'cordoba', localityKey: 'rio cuarto', onlyActive: true }, 5],
    // On MariaDB the category leads here (7 services against 5 zones), read from its own index.
    [
      'a category in a locality',
      { categoryId: -1, provinceKey: 'cordoba', localityKey: 'rio cuarto', onlyActive: true },
      5,
    ],
  ])('counts %s exactly below the limit and stops at it above', async (_, filter, matches) => {
    // The category's id is known only once the app has started.
    const asked = filter.categoryId === -1 ? { ...filter, categoryId } : filter;
    expect(await repository.findPage(asked, page, 10)).toMatchObject({ total: matches, totalCapped: false });
    expect(await repository.findPage(asked, page, matches)).toMatchObject({
      total: matches,
      totalCapped: false,
    });
    const capped = await repository.findPage(asked, page, matches - 1);
    expect(capped).toMatchObject({ total: matches - 1, totalCapped: true });
    expect(capped.items).toHaveLength(2);
  });

  it('answers the limit and total_capped over HTTP, exact for small listings', async () => {
    const { body } = await api.request<{ data: ServiceListResponse }>('/api/services?q=violin');
    expect(body.data).toMatchObject({ total: 6, total_capped: false });
  });
});
