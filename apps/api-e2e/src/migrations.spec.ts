import { DataSource } from 'typeorm';
import { CATALOG_MIGRATIONS } from '@changas/server/catalog';
import { IDENTITY_MIGRATIONS } from '@changas/server/identity';
import { createTestDatabase, selectedDbKind, type TestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';

const countRows = async (dataSource: DataSource, table: string) =>
  Number(
    (await dataSource.createQueryBuilder().select('COUNT(*)', 'count').from(table, 't').getRawOne()).count,
  );

// Cases about MySQL/MariaDB column types show as skipped on SQLite rather than passing without a check.
const itOnMysql = selectedDbKind() === 'mysql' ? it : it.skip;

type Migration = (typeof CATALOG_MIGRATIONS)[number];

/** A service row written straight into the table, as a migration finds it; answers its id. */
async function insertService(dataSource: DataSource, categoryId: number, title: string, searchText: string) {
  await dataSource.query(
    `INSERT INTO services (provider_id, category_id, title, description, price, duration_minutes,
       booking_window_days, availability, search_text, created_at, updated_at)
     VALUES (1, ?, ?, 'x', 100, 60, 30, '{}', ?, '2026-03-02 12:00:00', '2026-03-02 12:00:00')`,
    [categoryId, title, searchText],
  );
  const [{ id }] = await dataSource.query('SELECT id FROM services WHERE title = ?', [title]);
  return id as number;
}

/**
 * Undoes the catalog migration whose name starts with `name` (and first, newest first, the later ones named in
 * `after`, which depend on it), runs `meanwhile`, and applies them all again, oldest first.
 */
async function migrateAgain(
  dataSource: DataSource,
  name: string,
  meanwhile: () => Promise<unknown> = async () => undefined,
  after: readonly string[] = [],
) {
  const migrations = [name, ...after].map((start) => {
    const Found = CATALOG_MIGRATIONS.find((migration) => migration.name.startsWith(start)) as Migration;
    return new Found();
  });
  const queryRunner = dataSource.createQueryRunner();
  try {
    for (const migration of [...migrations].reverse()) await migration.down(queryRunner);
    await meanwhile();
    for (const migration of migrations) await migration.up(queryRunner);
  } finally {
    await queryRunner.release();
  }
}

describe('migrations', () => {
  let database: TestDatabase;
  let first: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestApp({ database });
  });
  afterAll(async () => {
    await first?.close();
    await database?.drop();
  });

  it('create every table at start-up, with the 20 default categories', async () => {
    const dataSource = first.app.get(DataSource);
    const queryRunner = dataSource.createQueryRunner();
    try {
      for (const table of [
        'categories',
        'users',
        'password_reset_tokens',
        'services',
        'service_zones',
        'service_search_terms',
        'appointments',
        'favorites',
        'reviews',
        'notification_outbox',
        'migrations',
      ]) {
        expect(await queryRunner.hasTable(table)).toBe(true);
      }
    } finally {
      await queryRunner.release();
    }
    expect(await countRows(dataSource, 'categories')).toBe(20);
  });

  it('make user emails and reset-token hashes unique, and delete the tokens of a deleted user', async () => {
    const dataSource = first.app.get(DataSource);
    const insertUser = () =>
      dataSource.query(
        "INSERT INTO users (name, email, password_hash, created_at) VALUES ('Ana', 'ana@example.com', 'x', '2026-03-02 12:00:00')",
      );
    const insertToken = (userId: number, hash: string) =>
      dataSource.query(
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (?, ?, '2026-03-02 13:00:00')",
        [userId, hash],
      );

    await insertUser();
    await expect(insertUser()).rejects.toThrow();
    const [{ id: userId }] = await dataSource.query("SELECT id FROM users WHERE email = 'ana@example.com'");

    await insertToken(userId, 'a'.repeat(64));
    await expect(insertToken(userId, 'a'.repeat(64))).rejects.toThrow();
    await expect(insertToken(999_999, 'b'.repeat(64))).rejects.toThrow();

    await dataSource.query('DELETE FROM users WHERE id = ?', [userId]);
    expect(await countRows(dataSource, 'password_reset_tokens')).toBe(0);
  });

  it('make category slugs unique', async () => {
    const insertDuplicate = first.app
      .get(DataSource)
      .createQueryBuilder()
      .insert()
      .into('categories', ['name', 'slug'])
      .values({ name: 'Limpieza 2', slug: 'limpieza' })
      .execute();
    await expect(insertDuplicate).rejects.toThrow();
  });

  it('tie services to a category, and zones and search terms to their service, deleted with it', async () => {
    const dataSource = first.app.get(DataSource);
    await expect(insertService(dataSource, 999, 'Poda', 'poda')).rejects.toThrow();
    const serviceId = await insertService(dataSource, 2, 'Poda', 'poda');
    await dataSource.query(
      "INSERT INTO service_zones (service_id, province, locality, province_key, locality_key) VALUES (?, 'Salta', 'Cafayate', 'salta', 'cafayate')",
      [serviceId],
    );

    const insertTerm = () =>
      dataSource.query(
        "INSERT INTO service_search_terms (term, service_id, created_at) VALUES (?, ?, '2026-03-02 12:00:00')",
        ['poda', serviceId],
      );
    await insertTerm();
    await expect(insertTerm()).rejects.toThrow();

    await dataSource.query('DELETE FROM services WHERE id = ?', [serviceId]);
    expect(await countRows(dataSource, 'service_zones')).toBe(0);
    expect(await countRows(dataSource, 'service_search_terms')).toBe(0);
  });

  it('index the words of the services that exist when the search-terms migration runs', async () => {
    const dataSource = first.app.get(DataSource);
    const serviceId = await insertService(dataSource, 2, 'Niñera', 'niñera en cordoba, cordoba');
    await migrateAgain(dataSource, 'CreateServiceSearchTerms', undefined, ['AddSearchTermCreatedAt']);
    const terms = await dataSource.query('SELECT term FROM service_search_terms WHERE service_id = ?', [
      serviceId,
    ]);
    expect(terms.map(({ term }: { term: string }) => term).sort()).toEqual(['cordoba', 'en', 'niñera']);
    await dataSource.query('DELETE FROM services WHERE id = ?', [serviceId]);
  });

  it("copy each service's category onto the zones that exist when the zone-categories migration runs", async () => {
    const dataSource = first.app.get(DataSource);
    const serviceId = await insertService(dataSource, 3, 'Gasista', 'gasista');
    await migrateAgain(
      dataSource,
      'AddServiceZoneCategories',
      () =>
        dataSource.query(
          "INSERT INTO service_zones (service_id, province, locality, province_key, locality_key) VALUES (?, 'Neuquén', 'Zapala', 'neuquen', 'zapala')",
          [serviceId],
        ),
      ['AddServiceZoneListing'],
    );
    expect(
      await dataSource.query('SELECT category_id AS categoryId FROM service_zones WHERE service_id = ?', [
        serviceId,
      ]),
    ).toEqual([{ categoryId: 3 }]);
    await dataSource.query('DELETE FROM services WHERE id = ?', [serviceId]);
  });

  it('copy onto the zones that exist when the zone-listing migration runs whether their service is listed, and its creation time', async () => {
    const dataSource = first.app.get(DataSource);
    const listed = await insertService(dataSource, 6, 'Cerrajero', 'cerrajero');
    const paused = await insertService(dataSource, 6, 'Cerrajera', 'cerrajera');
    await dataSource.query("UPDATE services SET status = 'inactive' WHERE id = ?", [paused]);
    await migrateAgain(dataSource, 'AddServiceZoneListing', () =>
      dataSource.query(
        "INSERT INTO service_zones (service_id, category_id, province, locality, province_key, locality_key) VALUES (?, 6, 'Jujuy', 'Tilcara', 'jujuy', 'tilcara'), (?, 6, 'Jujuy', 'Tilcara', 'jujuy', 'tilcara')",
        [listed, paused],
      ),
    );
    const zones = await dataSource.query(
      'SELECT z.service_id AS serviceId, z.listed AS listed, z.created_at AS zoneCreatedAt, s.created_at AS serviceCreatedAt FROM service_zones z JOIN services s ON s.id = z.service_id WHERE z.service_id IN (?, ?) ORDER BY z.service_id',
      [listed, paused],
    );
    expect(
      zones.map((zone: Record<string, unknown>) => ({
        serviceId: zone.serviceId,
        listed: Number(zone.listed),
        sameCreatedAt: String(zone.zoneCreatedAt) === String(zone.serviceCreatedAt),
      })),
    ).toEqual([
      { serviceId: listed, listed: 1, sameCreatedAt: true },
      { serviceId: paused, listed: 0, sameCreatedAt: true },
    ]);
    await dataSource.query('DELETE FROM services WHERE id IN (?, ?)', [listed, paused]);
  });

  it('keep the search terms of listed services only, and give the others theirs back when undone', async () => {
    const dataSource = first.app.get(DataSource);
    const termsOf = async (serviceId: number) =>
      (await dataSource.query('SELECT term FROM service_search_terms WHERE service_id = ?', [serviceId]))
        .map(({ term }: { term: string }) => term)
        .sort();
    const listed = await insertService(dataSource, 4, 'Pintor', 'pintor de casas');
    const paused = await insertService(dataSource, 4, 'Pintora', 'pintora de obras');
    await dataSource.query("UPDATE services SET status = 'inactive' WHERE id = ?", [paused]);
    await dataSource.query(
      "INSERT INTO service_search_terms (term, service_id, created_at) VALUES ('pintor', ?, '2026-03-02 12:00:00'), ('casas', ?, '2026-03-02 12:00:00')",
      [listed, listed],
    );

    await migrateAgain(dataSource, 'KeepSearchTermsOfListedServices', async () =>
      expect(await termsOf(paused)).toEqual(['de', 'obras', 'pintora']),
    );
    expect(await termsOf(paused)).toEqual([]);
    expect(await termsOf(listed)).toEqual(['casas', 'pintor']);
    await dataSource.query('DELETE FROM services WHERE id IN (?, ?)', [listed, paused]);
  });

  it('keep each search text as its distinct words, each after a space, so one substring test finds a word', async () => {
    const dataSource = first.app.get(DataSource);
    const serviceId = await insertService(dataSource, 4, 'Pintor', 'pintor de casas. casas, pintor, niño');

    await migrateAgain(dataSource, 'KeepSearchTextAsTerms');

    const [{ searchText }] = await dataSource.query(
      'SELECT search_text AS searchText FROM services WHERE id = ?',
      [serviceId],
    );
    expect(String(searchText)).toBe(' pintor de casas niño');
    await dataSource.query('DELETE FROM services WHERE id = ?', [serviceId]);
  });

  it("copy each service's creation time onto the search terms that exist when the migration runs, and onto those written after it", async () => {
    const dataSource = first.app.get(DataSource);
    const createdAtOfTerms = async (serviceId: number) =>
      (
        await dataSource.query(
          'SELECT DISTINCT created_at AS createdAt FROM service_search_terms WHERE service_id = ?',
          [serviceId],
        )
      ).map(({ createdAt }: { createdAt: Date | string }) => new Date(createdAt).getTime());
    const existing = await insertService(dataSource, 5, 'Herrero', 'herrero de rejas');
    const paused = await insertService(dataSource, 5, 'Herrera', 'herrera de portones');
    await dataSource.query("UPDATE services SET status = 'inactive' WHERE id = ?", [paused]);

    await migrateAgain(dataSource, 'AddSearchTermCreatedAt', () =>
      dataSource.query(
        "INSERT INTO service_search_terms (term, service_id) VALUES ('herrero', ?), ('rejas', ?)",
        [existing, existing],
      ),
    );
    const [{ createdAt }] = await dataSource.query(
      'SELECT created_at AS createdAt FROM services WHERE id = ?',
      [existing],
    );
    expect(await createdAtOfTerms(existing)).toEqual([new Date(createdAt).getTime()]);

    // Terms written by an older migration once the column exists (here, as the pause's removal is undone) carry it too.
    await migrateAgain(dataSource, 'KeepSearchTermsOfListedServices', async () =>
      expect(await createdAtOfTerms(paused)).toEqual([new Date(createdAt).getTime()]),
    );
    await dataSource.query('DELETE FROM services WHERE id IN (?, ?)', [existing, paused]);
  });

  itOnMysql('compare the folded search columns byte for byte on MySQL/MariaDB, so ñ is not n', async () => {
    const columns = await first.app
      .get(DataSource)
      .query(
        "SELECT CONCAT(TABLE_NAME, '.', COLUMN_NAME) AS name, DATA_TYPE AS type, COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND COLUMN_NAME IN ('search_text', 'province_key', 'locality_key', 'term')",
      );
    expect(columns.sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name))).toEqual([
      { name: 'service_search_terms.term', type: 'varchar', collation: 'utf8mb4_bin' },
      { name: 'service_zones.locality_key', type: 'varchar', collation: 'utf8mb4_bin' },
      { name: 'service_zones.province_key', type: 'varchar', collation: 'utf8mb4_bin' },
      { name: 'services.search_text', type: 'blob', collation: null },
    ]);
  });

  it('store user emails normalised and compare them byte for byte, so dêmo is not demo', async () => {
    const dataSource = first.app.get(DataSource);
    const insertUser = (name: string, email: string) =>
      dataSource.query(
        "INSERT INTO users (name, email, password_hash, created_at) VALUES (?, ?, 'x', '2026-03-02 12:00:00')",
        [name, email],
      );
    const ExactEmails = IDENTITY_MIGRATIONS.find(({ name }) => name.startsWith('ExactUserEmails'));
    const queryRunner = dataSource.createQueryRunner();
    try {
      const migration = new (ExactEmails as NonNullable<typeof ExactEmails>)();
      await queryRunner.beforeMigration();
      await migration.down(queryRunner);
      await insertUser('Nora', 'ｎｏｒａ@example.com');
      await migration.up(queryRunner);
      await queryRunner.afterMigration();
    } finally {
      await queryRunner.release();
    }

    expect(await dataSource.query("SELECT email FROM users WHERE name = 'Nora'")).toEqual([
      { email: 'nora@example.com' },
    ]);
    await insertUser('Nöra', 'nöra@example.com');
    expect(await dataSource.query("SELECT name FROM users WHERE email = 'nora@example.com'")).toEqual([
      { name: 'Nora' },
    ]);
    if (database.kind === 'mysql') {
      const [{ collation }] = await dataSource.query(
        "SELECT COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME = 'email'",
      );
      expect(collation).toBe('utf8mb4_bin');
    }
    await dataSource.query("DELETE FROM users WHERE name IN ('Nora', 'Nöra')");
  });

  it('store phones in E.164, emptying the ones that are not numbers, and every email preference on', async () => {
    const dataSource = first.app.get(DataSource);
    const phones = {
      'mobile@example.com': '011 15-2345-6789',
      'landline@example.com': '(0351) 412-3456',
      'stored@example.com': '+5492614123456',
      'local@example.com': '2345-6789',
      'words@example.com': 'llamar de tarde',
      'none@example.com': '',
    };
    for (const [email, phone] of Object.entries(phones)) {
      await dataSource.query(
        "INSERT INTO users (name, email, password_hash, phone, created_at) VALUES ('Pía', ?, 'x', ?, '2026-03-02 12:00:00')",
        [email, phone],
      );
    }
    const NormalisePhones = IDENTITY_MIGRATIONS.find(({ name }) => name.startsWith('NormaliseUserPhones'));
    const queryRunner = dataSource.createQueryRunner();
    try {
      await new (NormalisePhones as NonNullable<typeof NormalisePhones>)().up(queryRunner);
    } finally {
      await queryRunner.release();
    }

    const rows: { email: string; phone: string; requests: unknown; answers: unknown; reminders: unknown }[] =
      await dataSource.query(
        "SELECT email, phone, notify_requests_received AS requests, notify_answers AS answers, notify_reminders AS reminders FROM users WHERE name = 'Pía' ORDER BY email",
      );
    expect(Object.fromEntries(rows.map(({ email, phone }) => [email, phone]))).toEqual({
      'landline@example.com': '+543514123456',
      'local@example.com': '',
      'mobile@example.com': '+5491123456789',
      'none@example.com': '',
      'stored@example.com': '+5492614123456',
      'words@example.com': '',
    });
    // Booleans read back as 1 on both databases: every user existing before gets every mail.
    expect(
      rows.every(({ requests, answers, reminders }) => [requests, answers, reminders].every(Number)),
    ).toBe(true);
    await dataSource.query("DELETE FROM users WHERE name = 'Pía'");
  });

  itOnMysql('store text in utf8mb4 on MySQL/MariaDB', async () => {
    const [{ collation }] = await first.app
      .get(DataSource)
      .query(
        "SELECT TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'categories'",
      );
    expect(collation).toMatch(/^utf8mb4_/);
  });

  it('run once: a second start on the same database neither fails nor duplicates rows', async () => {
    await first.close();
    const second = await startTestApp({ database });
    try {
      const dataSource = second.app.get(DataSource);
      expect(await countRows(dataSource, 'categories')).toBe(20);
      const migrations = await dataSource
        .createQueryBuilder()
        .select('name')
        .from('migrations', 'm')
        .getRawMany();
      expect(migrations.map(({ name }) => name.replace(/\d{13}$/, '')).sort()).toEqual([
        'AddSearchTermCreatedAt',
        'AddServiceSkipsNationalHolidays',
        'AddServiceZoneCategories',
        'AddServiceZoneListing',
        'AddUserNotificationPreferences',
        'AddUserSessionVersions',
        'CreateAppointments',
        'CreateCategories',
        'CreateFavorites',
        'CreateNotificationOutbox',
        'CreatePasswordResetTokens',
        'CreateReviews',
        'CreateServiceSearchTerms',
        'CreateServiceZones',
        'CreateServices',
        'CreateUsers',
        'ExactUserEmails',
        'IndexSearchTermsByCreatedAt',
        'IndexServiceZonesByServicePlace',
        'KeepSearchTermsOfListedServices',
        'KeepSearchTextAsTerms',
        'NormaliseUserPhones',
      ]);
      const { status } = await second.request('/api/categories');
      expect(status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
