import type { ServiceSearchQuery } from '@changas/shared/contracts';
import { registerUser } from './support/identity';
import { serviceRequest, servicesApi, titlesOf } from './support/services';
import { startTestApp, type TestApp } from './support/test-app';

const LESSONS = 12;
/** For every service but the garden one, whose default description speaks of 'poda' and 'jardín'. */
const DESCRIPTION =
  'Servicio profesional con materiales incluidos, presupuesto sin cargo y garantía escrita sobre el trabajo realizado.';

describe('GET /api/services: search, filters and pages', () => {
  let api: TestApp;
  let services: ReturnType<typeof servicesApi>;

  const titles = async (query: ServiceSearchQuery | Record<string, string | number>) => {
    const { status, body } = await services.search(query);
    expect(status).toBe(200);
    return titlesOf(body.data);
  };
  /** A page of one service of the search for `q`, with the total. */
  const pageOfOne = async (q: string, page = 1) => {
    const { body } = await services.search({ q, page, limit: 1 });
    return { titles: titlesOf(body.data), total: body.data.total };
  };

  beforeAll(async () => {
    api = await startTestApp();
    services = servicesApi(api);
    const { token } = await registerUser(api);
    const publish = services.publish.bind(null, token);

    for (let lesson = 1; lesson <= LESSONS; lesson++) {
      await publish({
        title: `Clase de portugués ${lesson}`,
        category: 'Idiomas',
        description: DESCRIPTION,
        zones: [{ province: 'Misiones', locality: 'Posadas' }],
      });
    }
    await publish({ title: 'Jardinería y poda', zones: [{ province: 'Córdoba', locality: 'Río Cuarto' }] });
    await publish({
      title: 'Cuidado de niños',
      category: 'Otros',
      description: `Niñera con experiencia. ${DESCRIPTION}`,
      zones: [{ province: 'Buenos Aires', locality: 'La Plata' }],
    });
    await publish({
      title: 'Plomería en Córdoba capital',
      category: 'plomeria',
      description: DESCRIPTION,
      zones: [{ province: 'Córdoba', locality: 'Córdoba' }],
    });
    await publish({
      title: 'Electricista 100% matriculado',
      category: 'Electricidad',
      description: DESCRIPTION,
      zones: [
        { province: 'Mendoza', locality: 'Godoy Cruz' },
        { province: 'Salta', locality: 'Cafayate', neighborhood: 'Centro' },
      ],
    });
    const paused = await publish({ title: 'Jardinería pausada' });
    await services.setStatus(paused.id, token, { status: 'inactive' });
  });
  afterAll(() => api?.close());

  it('lists active services only, newest first, with the total', async () => {
    const { body } = await services.search({ limit: 5 });

    expect(body.data).toMatchObject({ total: LESSONS + 4, page: 1, limit: 5 });
    expect(titlesOf(body.data)).toEqual([
      'Electricista 100% matriculado',
      'Plomería en Córdoba capital',
      'Cuidado de niños',
      'Jardinería y poda',
      `Clase de portugués ${LESSONS}`,
    ]);
  });

  it('matches text ignoring case and accents: jardineria finds Jardinería, cordoba finds Córdoba', async () => {
    expect(await titles({ q: 'jardineria' })).toEqual(['Jardinería y poda']);
    expect(await titles({ q: ' JARDINERÍA ' })).toEqual(['Jardinería y poda']);
    expect(await titles({ q: 'cordoba' })).toEqual(['Plomería en Córdoba capital', 'Jardinería y poda']);
    expect(await titles({ q: 'poda rio cuarto' })).toEqual(['Jardinería y poda']);
    expect(await titles({ q: 'plomeria cafayate' })).toEqual([]);
  });

  it('keeps ñ apart from n: nino finds nothing, niño finds Cuidado de niños', async () => {
    expect(await titles({ q: 'nino' })).toEqual([]);
    expect(await titles({ q: 'niño' })).toEqual(['Cuidado de niños']);
    expect(await titles({ q: 'NIÑOS' })).toEqual(['Cuidado de niños']);
  });

  it('matches words by their beginning, not by a piece inside them', async () => {
    expect(await titles({ q: 'jardin' })).toEqual(['Jardinería y poda']);
    expect(await titles({ q: 'electric matric' })).toEqual(['Electricista 100% matriculado']);
    expect(await titles({ q: 'ardineria' })).toEqual([]);
  });

  it('drops Spanish stop words: they narrow nothing, so text made only of them lists every service', async () => {
    expect(await titles({ q: 'cuidado de niños' })).toEqual(['Cuidado de niños']);
    expect(await titles({ q: 'plomería en la capital' })).toEqual(['Plomería en Córdoba capital']);
    for (const q of ['de', 'de la', 'Y']) {
      const { body } = await services.search({ q, limit: 50 });
      expect(body.data.total).toBe(LESSONS + 4);
      expect(body.data.services).toHaveLength(LESSONS + 4);
    }
  });

  it('finds the same services whichever plan the search takes: deep pages of a common word', async () => {
    const everyLesson = Array.from(
      { length: LESSONS },
      (_, index) => `Clase de portugués ${LESSONS - index}`,
    );
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...(await titles({ q: 'clase portugues', limit: 4, page })));
    expect(pages).toEqual(everyLesson);
    // Past the last page there is no service to carry the count of a word-led page: it is asked apart.
    expect((await services.search({ q: 'portugues', page: 5, limit: 4 })).body.data).toMatchObject({
      total: LESSONS,
      services: [],
    });
    expect((await services.search({ q: 'servicio garantia', page: 2, limit: 5 })).body.data).toMatchObject({
      total: LESSONS + 3,
    });
  });

  it("pages a word that is a whole term from the term's services newest first, until a longer term appears", async () => {
    const page = (number: number) => pageOfOne('portugues', number);
    for (const number of [1, 2, 3])
      expect(await page(number)).toEqual({
        titles: [`Clase de portugués ${LESSONS + 1 - number}`],
        total: LESSONS,
      });

    // 'portugues' now begins a longer term too: its services are no longer the term's alone.
    const { token } = await registerUser(api);
    const { id } = await services.publish(token, { title: 'Cocina portuguesa', category: 'Cocina' });
    try {
      expect(await page(1)).toEqual({ titles: ['Cocina portuguesa'], total: LESSONS + 1 });
      expect(await page(2)).toEqual({ titles: [`Clase de portugués ${LESSONS}`], total: LESSONS + 1 });
    } finally {
      await services.remove(id, token);
    }
    expect(await page(1)).toEqual({ titles: [`Clase de portugués ${LESSONS}`], total: LESSONS });
  });

  it('finds a word that was found nowhere as soon as a service holds it, on every page, whatever plan was kept', async () => {
    expect(await pageOfOne('acordeon')).toEqual({ titles: [], total: 0 });

    const { token } = await registerUser(api);
    const { id } = await services.publish(token, { title: 'Clases de acordeón', category: 'Música' });
    try {
      expect(await pageOfOne('acordeon')).toEqual({ titles: ['Clases de acordeón'], total: 1 });
      // Past its last page the count still holds, and a longer term makes the word a prefix.
      expect(await pageOfOne('acordeon', 2)).toEqual({ titles: [], total: 1 });
      expect(await pageOfOne('acorde')).toEqual({ titles: ['Clases de acordeón'], total: 1 });
    } finally {
      await services.remove(id, token);
    }
    expect(await pageOfOne('acordeon')).toEqual({ titles: [], total: 0 });
  });

  it('ignores punctuation: 100% finds the electrician, punctuation alone finds nothing', async () => {
    expect(await titles({ q: '100%' })).toEqual(['Electricista 100% matriculado']);
    for (const q of ['%', '_', '!', '¿?']) {
      const { body } = await services.search({ q });
      expect(body.data).toMatchObject({ services: [], total: 0 });
    }
  });

  it('filters by category, by slug or name, in either spelling of the parameter', async () => {
    const plumbing = ['Plomería en Córdoba capital'];
    expect(await titles({ category: 'plomeria' })).toEqual(plumbing);
    expect(await titles({ category: 'Plomería' })).toEqual(plumbing);
    expect(await titles({ categoria: 'PLOMERÍA' })).toEqual(plumbing);
    expect(await titles({ categoria: 'jardineria', q: 'poda' })).toEqual(['Jardinería y poda']);
    expect((await services.search({ category: 'astrologia' })).body.data).toMatchObject({
      total: 0,
      services: [],
    });
  });

  it('filters by province and locality through any zone, in either spelling', async () => {
    const electrician = ['Electricista 100% matriculado'];
    expect(await titles({ province: 'Salta' })).toEqual(electrician);
    expect(await titles({ provincia: 'mendoza' })).toEqual(electrician);
    expect(await titles({ locality: 'Cafayate' })).toEqual(electrician);
    expect(await titles({ provincia: 'Salta', localidad: 'cafayate' })).toEqual(electrician);
    expect(await titles({ province: 'Mendoza', locality: 'Cafayate' })).toEqual([]);
    expect(await titles({ province: 'Córdoba', locality: 'Córdoba' })).toEqual([
      'Plomería en Córdoba capital',
    ]);
    expect(await titles({ provincia: 'CORDOBA' })).toEqual([
      'Plomería en Córdoba capital',
      'Jardinería y poda',
    ]);
    expect(await titles({ province: 'Córdoba', q: 'poda' })).toEqual(['Jardinería y poda']);
  });

  it('filters by category and place together', async () => {
    const electrician = ['Electricista 100% matriculado'];
    expect(await titles({ category: 'electricidad', province: 'Salta', locality: 'Cafayate' })).toEqual(
      electrician,
    );
    expect(await titles({ categoria: 'Electricidad', provincia: 'mendoza' })).toEqual(electrician);
    expect(await titles({ category: 'electricidad', locality: 'Posadas' })).toEqual([]);
    expect(await titles({ category: 'plomeria', province: 'Salta' })).toEqual([]);
    expect(await titles({ category: 'plomeria', province: 'Córdoba' })).toEqual([
      'Plomería en Córdoba capital',
    ]);
  });

  it('finds the same services for words in a place whichever leads: the word, the place or the listing', async () => {
    const lessons = Array.from({ length: LESSONS }, (_, index) => `Clase de portugués ${LESSONS - index}`);
    // In Posadas too, a paused lesson and a guide without the words: the place's zones, read when the place
    // leads, hold both, and neither is listed. The guide also works elsewhere in Misiones.
    const { token } = await registerUser(api);
    const posadas = { province: 'Misiones', locality: 'Posadas' };
    const paused = await services.publish(token, {
      title: 'Clase de portugués en pausa',
      category: 'Idiomas',
      description: DESCRIPTION,
      zones: [posadas],
    });
    await services.setStatus(paused.id, token, { status: 'inactive' });
    const guide = await services.publish(token, {
      title: 'Guía de turismo',
      category: 'Otros',
      description:
        'Recorridos guiados por las reducciones jesuíticas, la costanera y el centro histórico, con traslado desde el hotel.',
      zones: [posadas, ...['Oberá', 'Puerto Iguazú'].map((locality) => ({ province: 'Misiones', locality }))],
    });
    try {
      // Deeper pages make reading the zones of Posadas cheaper than walking the listing to the page's end.
      for (const query of [
        { q: 'servicio', locality: 'Posadas' },
        { q: 'clase portugues', province: 'Misiones', category: 'idiomas' },
      ]) {
        const pages = [];
        for (let page = 1; page <= 6; page++) {
          const { body } = await services.search({ ...query, page, limit: 2 });
          expect(body.data.total).toBe(LESSONS);
          pages.push(...titlesOf(body.data));
        }
        expect(pages).toEqual(lessons);
      }
      // 'servicio' is in every lesson and in 3 services outside Misiones, which now has more zones than it has
      // services: it leads the count and the place is checked on each of its matches; a page of one is found by
      // walking the listing.
      expect(
        (await services.search({ q: 'servicio', province: 'Misiones', limit: 1 })).body.data,
      ).toMatchObject({
        total: LESSONS,
        services: [{ title: `Clase de portugués ${LESSONS}` }],
      });
    } finally {
      for (const { id } of [paused, guide]) await services.remove(id, token);
    }
    expect((await services.search({ q: 'niño', province: 'Misiones' })).body.data).toMatchObject({
      total: 0,
      services: [],
    });
  });

  it('finds the same page of a place with many zones, walked newest first and checked per service', async () => {
    // A page of one service is shallower than the place's 12 zones make worth reading all of them.
    const { body } = await services.search({ province: 'Misiones', limit: 1 });
    expect(body.data).toMatchObject({ total: LESSONS });
    expect(titlesOf(body.data)).toEqual([`Clase de portugués ${LESSONS}`]);
    expect(await titles({ locality: 'Posadas', limit: 2, page: 2 })).toEqual([
      `Clase de portugués ${LESSONS - 2}`,
      `Clase de portugués ${LESSONS - 3}`,
    ]);
  });

  it("lists a place's services newest first, each once, without the paused or deleted ones", async () => {
    const { token } = await registerUser(api);
    const tafi = { province: 'Tucumán', locality: 'Tafí del Valle' };
    const page = async (query: Record<string, string | number>) => {
      const { services: found, total } = (await services.search({ ...tafi, limit: 1, ...query })).body.data;
      return { ids: found.map(({ id }: { id: number }) => id), total };
    };
    const older = await services.publish(token, {
      title: 'Gasista matriculado',
      zones: [
        { ...tafi, neighborhood: 'Centro' },
        { ...tafi, neighborhood: 'El Mollar' },
      ],
    });
    const newer = await services.publish(token, { title: 'Gasista de guardia', zones: [tafi] });

    // Two zones of the older service are in the place: it is still one service.
    for (const query of [{}, { category: 'jardineria' }] as Record<string, string>[]) {
      expect(await page({ ...query, page: 1 })).toEqual({ ids: [newer.id], total: 2 });
      expect(await page({ ...query, page: 2 })).toEqual({ ids: [older.id], total: 2 });
    }
    await services.setStatus(older.id, token, { status: 'inactive' });
    expect(await page({ limit: 9 })).toEqual({ ids: [newer.id], total: 1 });
    await services.setStatus(older.id, token, { status: 'active' });
    expect(await page({ limit: 9 })).toEqual({ ids: [newer.id, older.id], total: 2 });
    await services.remove(newer.id, token);
    expect(await page({ limit: 9 })).toEqual({ ids: [older.id], total: 1 });
    await services.remove(older.id, token);
  });

  it('pages 9 at a time by default: 12 services give 9, then 3, then none', async () => {
    const page = async (query: Record<string, string | number>) =>
      (await services.search({ category: 'idiomas', ...query })).body.data;

    const first = await page({});
    const second = await page({ page: 2 });
    const third = await page({ page: 3 });

    expect(first).toMatchObject({ total: 12, page: 1, limit: 9 });
    expect(titlesOf(first)).toEqual(
      Array.from({ length: 9 }, (_, index) => `Clase de portugués ${LESSONS - index}`),
    );
    expect(second).toMatchObject({ total: 12, page: 2, limit: 9 });
    expect(titlesOf(second)).toEqual([
      'Clase de portugués 3',
      'Clase de portugués 2',
      'Clase de portugués 1',
    ]);
    expect(third).toMatchObject({ total: 12, page: 3, services: [] });
  });

  it('cuts the page size to 50', async () => {
    const { body } = await services.search({ limit: 500 });

    expect(body.data).toMatchObject({ total: LESSONS + 4, page: 1, limit: 50 });
    expect(body.data.services).toHaveLength(LESSONS + 4);
  });

  it('finds a service under its new category and place once it is edited', async () => {
    const { token } = await registerUser(api);
    const zones = [{ province: 'Neuquén', locality: 'Zapala' }];
    const moved = await services.publish(token, { title: 'Gasista en Zapala', category: 'Plomería', zones });
    const inZapala = (category: string) => titles({ category, province: 'Neuquén', locality: 'Zapala' });
    expect(await inZapala('plomeria')).toEqual(['Gasista en Zapala']);

    const edited = serviceRequest({ title: 'Gasista en Zapala', category: 'Electricidad', zones });
    expect((await services.update(moved.id, token, edited)).status).toBe(200);
    expect(await inZapala('plomeria')).toEqual([]);
    expect(await inZapala('electricidad')).toEqual(['Gasista en Zapala']);

    await services.remove(moved.id, token);
    expect(await inZapala('electricidad')).toEqual([]);
  });

  it("checks the further words against the first word's services: by their beginnings, with ñ apart from n", async () => {
    const { token } = await registerUser(api);
    const chess = await services.publish(token, {
      title: 'Clases de ajedrez',
      description:
        'Para niños y adultos de todas las edades, con tableros incluidos; también enseño a tocar pianos en la misma casa cada semana.',
    });
    const anoraks = await services.publish(token, { title: 'Nino arregla anoraks' });
    expect(await titles({ q: 'ajedrez pian' })).toEqual(['Clases de ajedrez']);
    expect(await titles({ q: 'ajedrez niñ' })).toEqual(['Clases de ajedrez']);
    // 'ano' begins 'anoraks' but sits inside 'pianos'; 'nino' is a word elsewhere, and 'niños' here.
    expect(await titles({ q: 'ajedrez ano' })).toEqual([]);
    expect(await titles({ q: 'ajedrez nino' })).toEqual([]);
    for (const { id } of [chess, anoraks]) await services.remove(id, token);
  });

  it("lists a word's services newest first, each once, a reactivated or edited one in its own place", async () => {
    const { token } = await registerUser(api);
    const page = async (q: string, number: number) => {
      const { services: found, total } = (await services.search({ q, page: number, limit: 2 })).body.data;
      return { ids: found.map(({ id }: { id: number }) => id), total };
    };
    const publish = async (title: string) => (await services.publish(token, { title })).id;
    const oldest = await publish('Violinista para bodas');
    const middle = await publish('Violinista clásico');
    const newest = await publish('Violín y violinista de tango');

    // 'violin' begins two words of the newest: it is still one service.
    expect(await page('violin', 1)).toEqual({ ids: [newest, middle], total: 3 });
    expect(await page('violin', 2)).toEqual({ ids: [oldest], total: 3 });

    await services.setStatus(oldest, token, { status: 'inactive' });
    expect(await page('violinista', 2)).toEqual({ ids: [], total: 2 });
    await services.setStatus(oldest, token, { status: 'active' });
    expect(
      (await services.update(middle, token, serviceRequest({ title: 'Violinista y violista' }))).status,
    ).toBe(200);
    expect(await page('violinista', 1)).toEqual({ ids: [newest, middle], total: 3 });
    expect(await page('violinista', 2)).toEqual({ ids: [oldest], total: 3 });

    for (const id of [oldest, middle, newest]) await services.remove(id, token);
  });

  it('leaves out a paused service, words and count alike, finds it again once reactivated, and never once deleted', async () => {
    const { token } = await registerUser(api);
    // Page 2 is past the only match: its total comes from counting the word's terms alone.
    const found = async (q: string, page = 1) => (await services.search({ q, page })).body.data;
    const tango = await services.publish(token, { title: 'Bandoneonista para eventos' });
    const edited = serviceRequest({ title: 'Bandoneonista y pianista' });
    expect((await services.update(tango.id, token, edited)).status).toBe(200);
    expect(await found('pianista')).toMatchObject({ total: 1, services: [{ id: tango.id }] });

    await services.setStatus(tango.id, token, { status: 'inactive' });
    expect(await found('bandoneonista')).toMatchObject({ total: 0, services: [] });
    expect(await found('pianista')).toMatchObject({ total: 0, services: [] });
    expect(await found('pianista', 2)).toMatchObject({ total: 0, services: [] });

    await services.setStatus(tango.id, token, { status: 'active' });
    expect(await found('bandoneonista')).toMatchObject({ total: 1, services: [{ id: tango.id }] });
    expect(await found('pianista')).toMatchObject({ total: 1, services: [{ id: tango.id }] });
    expect(await found('pianista', 2)).toMatchObject({ total: 1, services: [] });

    await services.remove(tango.id, token);
    expect(await found('pianista', 2)).toMatchObject({ total: 0, services: [] });
  });
});
