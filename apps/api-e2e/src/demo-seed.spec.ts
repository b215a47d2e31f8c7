import {
  APPOINTMENT_STATUSES,
  type ApiSuccess,
  type AppConfigResponse,
  DEMO_CREDENTIALS,
  isLeader,
} from '@changas/shared/contracts';
import { DataSource } from 'typeorm';
import { login, registerUser } from './support/identity';
import { reputationApi } from './support/reputation';
import { schedulingApi } from './support/scheduling';
import { servicesApi } from './support/services';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

const countRows = async (api: TestApp, table: 'users' | 'services' | 'appointments' | 'reviews') =>
  Number((await api.app.get(DataSource).query(`SELECT COUNT(*) AS count FROM ${table}`))[0].count);
const countUsers = (api: TestApp) => countRows(api, 'users');
const demoMode = async (api: TestApp) =>
  (await api.request<ApiSuccess<AppConfigResponse>>('/api/app-config')).body;

describe('demo seed', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database?.drop());

  /** Runs `check` against an app on the shared database, then closes it. */
  async function withApp(demo: boolean, check: (api: TestApp) => Promise<void>) {
    const api = await startTestApp({ database, env: { DEMO_MODE: String(demo) } });
    try {
      await check(api);
    } finally {
      await api.close();
    }
  }

  it('creates the demo user and seven providers once, when demo mode is on and there are no users', async () => {
    await withApp(true, async (api) => {
      expect(await demoMode(api)).toEqual({ success: true, data: { demo_mode: true } });
      const { status, body } = await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({
        name: 'Usuario Demo',
        email: DEMO_CREDENTIALS.email,
        province: 'Buenos Aires',
        locality: 'La Plata',
        phone: '+5492215550101',
      });
      expect(await countUsers(api)).toBe(8);
    });

    await withApp(true, async (api) => {
      expect(await countUsers(api)).toBe(8);
      expect((await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).status).toBe(200);
    });
  });

  it('publishes 40+ active services in 8+ provinces with bundled images, once', async () => {
    let published = 0;
    await withApp(true, async (api) => {
      const { body } = await servicesApi(api).search({ limit: 50 });
      const { services, total } = body.data;
      expect(total).toBeGreaterThanOrEqual(40);
      expect(services).toHaveLength(total);
      const provinces = new Set(services.flatMap(({ zones }) => zones.map(({ province }) => province)));
      expect(provinces.size).toBeGreaterThanOrEqual(8);
      expect(new Set(services.map(({ category }) => category)).size).toBeGreaterThanOrEqual(15);
      expect(new Set(services.map(({ providerId }) => providerId)).size).toBeGreaterThanOrEqual(6);
      for (const service of services) {
        expect(service.image_url).toMatch(/^\/media\/categories\/[a-z]+\.svg$/);
        expect(service.description.length).toBeGreaterThanOrEqual(100);
        expect(service.providerName).not.toBe('');
      }
      published = await countRows(api, 'services');

      const { token } = (await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).body.data;
      const mine = (await servicesApi(api).mine(token)).body.data.services;
      expect(mine.some(({ status }) => status === 'inactive')).toBe(true);
      expect(published).toBeGreaterThan(total);
    });

    await withApp(true, async (api) => {
      expect(await countRows(api, 'services')).toBe(published);
    });
  });

  it('gives the demo account and the providers requests in every state, sent and received, once', async () => {
    let booked = 0;
    await withApp(true, async (api) => {
      const scheduling = schedulingApi(api);
      const { token, user } = (await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).body.data;
      const sent = (await scheduling.mine(token)).body.data.appointments;
      const received = (await scheduling.received(token)).body.data.appointments;

      for (const list of [sent, received]) {
        expect(new Set(list.map(({ status }) => status))).toEqual(new Set(APPOINTMENT_STATUSES));
        for (const { status, rejection_reason } of list) {
          if (status === 'rejected') expect(rejection_reason).toMatch(/\S/);
          else expect(rejection_reason).toBeNull();
        }
      }
      expect(sent.some(({ status, provider_id }) => status === 'completed' && provider_id !== user.id)).toBe(
        true,
      );
      const { counters } = (await scheduling.dashboard(token)).body.data;
      expect(counters).toMatchObject({ requests_sent: sent.length, requests_received: received.length });
      expect(counters.completed).toBeGreaterThanOrEqual(2);

      const laura = (await login(api, 'laura.gimenez@changas.com.ar', DEMO_CREDENTIALS.password)).body.data;
      const lauras = [
        ...(await scheduling.mine(laura.token)).body.data.appointments,
        ...(await scheduling.received(laura.token)).body.data.appointments,
      ];
      expect(new Set(lauras.map(({ status }) => status))).toEqual(
        new Set(['pending', 'accepted', 'completed']),
      );
      booked = await countRows(api, 'appointments');
      expect(booked).toBeGreaterThanOrEqual(18);
    });

    await withApp(true, async (api) => {
      expect(await countRows(api, 'appointments')).toBe(booked);
    });
  });

  it('reviews services after completed appointments, with several leaders and one review left to the demo account, once', async () => {
    let written = 0;
    await withApp(true, async (api) => {
      const { services } = (await servicesApi(api).search({ limit: 50 })).body.data;
      const rated = services.filter(({ ratings_count }) => ratings_count > 0);
      expect(rated.length).toBeGreaterThanOrEqual(8);
      expect(
        rated.filter(({ average_rating, ratings_count }) => isLeader(average_rating, ratings_count)).length,
      ).toBeGreaterThanOrEqual(4);
      expect(new Set(rated.map(({ average_rating }) => average_rating)).size).toBeGreaterThanOrEqual(4);
      // The catalog's numbers are the reviews' own.
      for (const service of rated) {
        const reviews = (await reputationApi(api).list(service.id)).body.data;
        expect([reviews.average_rating, reviews.total_reviews]).toEqual([
          service.average_rating,
          service.ratings_count,
        ]);
        expect(reviews.reviews.every(({ user_name }) => user_name !== '')).toBe(true);
      }

      const { token } = (await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).body.data;
      const sent = (await schedulingApi(api).mine(token)).body.data.appointments;
      const reviewable = [];
      for (const { service } of sent.filter(({ status }) => status === 'completed')) {
        if ((await reputationApi(api).list(service.id, token)).body.data.can_review)
          reviewable.push(service.title);
      }
      expect(reviewable).toEqual(['Jardinería y poda de árboles frutales']);
      written = await countRows(api, 'reviews');
    });

    await withApp(true, async (api) => {
      expect(await countRows(api, 'reviews')).toBe(written);
    });
  });

  it('creates nothing when demo mode is off', async () => {
    await withApp(false, async (api) => {
      expect(await demoMode(api)).toEqual({ success: true, data: { demo_mode: false } });
      expect(await countUsers(api)).toBe(0);
      expect(await countRows(api, 'services')).toBe(0);
      expect((await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).status).toBe(401);
    });
  });

  it('leaves a database that already has users alone', async () => {
    await withApp(false, async (api) => {
      await registerUser(api);
    });

    await withApp(true, async (api) => {
      expect(await countUsers(api)).toBe(1);
      expect((await login(api, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password)).status).toBe(401);
    });
  });
});
