import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { hydratorOf, needsNoHydration } from './entity-columns';
import { KeyedRows } from './keyed-rows';
import { PagedRows } from './paged-rows';

const asNumber = { to: (value: number) => value, from: (value: string | number) => Number(value) };

@Entity('things')
class ThingRow {
  @PrimaryGeneratedColumn()
  id!: number;
  @Column({ name: 'owner_id', type: 'integer' })
  ownerId!: number;
  @Column({ type: 'varchar', length: 50 })
  name!: string;
  @Column({ type: 'decimal', precision: 12, scale: 2, transformer: asNumber })
  price!: number;
  @Column({ type: 'boolean' })
  active!: boolean;
  @Column({ type: 'simple-json' })
  settings!: { days: string[] };
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
  @Column({ name: 'deleted_at', type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;
  @Column({ type: 'varchar', length: 50, select: false })
  secret!: string;
}

describe('hot reads of an entity', () => {
  let dataSource: DataSource;
  const thing = (id: number, ownerId: number, deletedAt: Date | null = null) => ({
    id,
    ownerId,
    name: `cosa ${id}`,
    price: 1234.5,
    active: id % 2 === 0,
    settings: { days: ['lunes', 'martes'] },
    createdAt: new Date(Date.UTC(2026, 2, id, 14, 30, 15, 123)),
    deletedAt,
    secret: 'no se lee',
  });

  beforeAll(async () => {
    dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [ThingRow],
      synchronize: true,
    }).initialize();
    await dataSource
      .getRepository(ThingRow)
      .insert([thing(1, 10), thing(2, 10), thing(3, 20, new Date(Date.UTC(2026, 3, 1))), thing(4, 20)]);
  });
  afterAll(() => dataSource.destroy());

  describe('KeyedRows', () => {
    it('reads the values TypeORM itself hydrates: dates, booleans, JSON, transformed decimals, no unselected column', async () => {
      const rows = new KeyedRows(dataSource, ThingRow, { key: 'id' });
      const read = await rows.read([1, 2, 3, 4]);
      const found = await dataSource.getRepository(ThingRow).find({ order: { id: 'ASC' } });
      expect(read.sort((a, b) => a.id - b.id)).toEqual(found.map((row) => ({ ...row })));
      expect(read[0]).toMatchObject({
        createdAt: new Date(Date.UTC(2026, 2, 1, 14, 30, 15, 123)),
        price: 1234.5,
        active: false,
      });
      expect(read[0]).not.toHaveProperty('secret');
    });

    it("reads only the columns asked, skips rows whose whereNull columns are set, and orders each key's rows", async () => {
      const things = dataSource.getRepository(ThingRow);
      await things.insert(thing(5, 10));
      try {
        const rows = new KeyedRows(dataSource, ThingRow, {
          key: 'ownerId',
          columns: ['id', 'name'],
          whereNull: ['deletedAt'],
          orderWithinKey: 'id',
        });
        expect(await rows.read([20, 10])).toEqual([
          { id: 1, name: 'cosa 1' },
          { id: 2, name: 'cosa 2' },
          { id: 5, name: 'cosa 5' },
          { id: 4, name: 'cosa 4' },
        ]);
      } finally {
        await things.delete(5);
      }
    });

    it('writes integer ids into the statement and passes any other key as a parameter', async () => {
      const query = jest.spyOn(dataSource, 'query');
      try {
        expect(
          (await new KeyedRows(dataSource, ThingRow, { key: 'id' }).read([2, 1])).map(({ id }) => id),
        ).toEqual(expect.arrayContaining([1, 2]));
        expect(query).toHaveBeenLastCalledWith(expect.stringMatching(/ IN \(2, 1\)$/), []);
        const byName = new KeyedRows(dataSource, ThingRow, { key: 'name', columns: ['id'] });
        expect(await byName.read(["cosa 3' OR '1' = '1", 'cosa 3'])).toEqual([{ id: 3 }]);
        expect(query).toHaveBeenLastCalledWith(expect.stringMatching(/ IN \(\?, \?\)$/), [
          "cosa 3' OR '1' = '1",
          'cosa 3',
        ]);
      } finally {
        query.mockRestore();
      }
    });

    it('answers no rows for no keys or unknown ones, and refuses a property that is not a column', async () => {
      const rows = new KeyedRows(dataSource, ThingRow, { key: 'id' });
      expect(await rows.read([])).toEqual([]);
      expect(await rows.read([99])).toEqual([]);
      expect(() => new KeyedRows(dataSource, ThingRow, { key: 'nothing' as 'id' })).toThrow(
        'ThingRow has no column nothing',
      );
    });
  });

  describe('hydratorOf', () => {
    /** Values of the converted columns as mysql2 hands them over (DECIMAL as text, BOOLEAN as TINYINT, TEXT as text). */
    const MYSQL_VALUES: Record<string, unknown[]> = {
      price: ['1234.50', '0.00'],
      active: [0, 1, null],
      settings: ['{"days":["lunes","martes"]}', null],
      createdAt: [new Date(Date.UTC(2026, 2, 1, 14, 30, 15, 123)), '2026-03-01T14:30:15.123Z'],
      deletedAt: [null, new Date(Date.UTC(2026, 3, 1))],
    };

    it("hydrates each MySQL value as TypeORM's MySQL driver does, without asking the driver per value", () => {
      const mysql = new DataSource({ type: 'mysql' });
      const prepareHydratedValue = jest.spyOn(mysql.driver, 'prepareHydratedValue');
      const columns = dataSource
        .getMetadata(ThingRow)
        .columns.filter(({ propertyName }) => propertyName in MYSQL_VALUES);
      const expected = columns.map(({ propertyName }) => [propertyName, MYSQL_VALUES[propertyName]]);
      const hydrated = columns.map((column) => {
        const hydrate = hydratorOf(mysql, column);
        return [column.propertyName, MYSQL_VALUES[column.propertyName].map(hydrate)];
      });
      expect(prepareHydratedValue).not.toHaveBeenCalled();
      prepareHydratedValue.mockRestore();
      expect(hydrated).toEqual(
        expected.map(([property, values]) => [
          property,
          (values as unknown[]).map((value) =>
            mysql.driver.prepareHydratedValue(
              value,
              columns.find((column) => column.propertyName === property)!,
            ),
          ),
        ]),
      );
      expect(Object.fromEntries(hydrated)).toMatchObject({
        price: [1234.5, 0],
        active: [false, true, null],
        settings: [{ days: ['lunes', 'martes'] }, null],
      });
    });

    it('leaves MySQL dates as mysql2 hands them over, unless dateStrings asks for text', () => {
      const column = (property: keyof ThingRow) =>
        dataSource.getMetadata(ThingRow).findColumnWithPropertyName(property)!;
      const mysql = new DataSource({ type: 'mysql' });
      const mysqlWithDateStrings = new DataSource({ type: 'mysql', dateStrings: true });

      expect(needsNoHydration(mysql, column('createdAt'))).toBe(true);
      expect(needsNoHydration(mysqlWithDateStrings, column('createdAt'))).toBe(false);
      expect(needsNoHydration(dataSource, column('createdAt'))).toBe(false);
      expect(needsNoHydration(mysql, column('id'))).toBe(true);
      expect(needsNoHydration(mysql, column('price'))).toBe(false);
      expect(needsNoHydration(mysql, column('active'))).toBe(false);
    });

    it("leaves every other driver's values to that driver", () => {
      const prepareHydratedValue = jest.spyOn(dataSource.driver, 'prepareHydratedValue');
      try {
        const active = dataSource.getMetadata(ThingRow).findColumnWithPropertyName('active')!;
        expect(hydratorOf(dataSource, active)(1)).toBe(true);
        expect(prepareHydratedValue).toHaveBeenCalledWith(1, active);
      } finally {
        prepareHydratedValue.mockRestore();
      }
    });
  });

  describe('PagedRows', () => {
    const pages = () => new PagedRows(dataSource, ThingRow, { orderByDescending: ['createdAt', 'id'] });

    it('reads a page newest first with the values TypeORM itself hydrates, and counts every match', async () => {
      const page = await pages().read({ ownerId: 20 }, { offset: 0, limit: 1 });
      const [newest] = await dataSource.getRepository(ThingRow).find({ where: { id: 4 } });
      expect(page).toEqual({ rows: [{ ...newest }], total: 2 });
      expect(page.rows[0]).not.toHaveProperty('secret');
    });

    it('pages on, leaves out filters without a value, and counts past the last page', async () => {
      const ids = async (offset: number, limit: number, ownerId?: number) => {
        const { rows, total } = await pages().read({ ownerId }, { offset, limit });
        return { ids: rows.map(({ id }) => id), total };
      };
      expect(await ids(1, 2)).toEqual({ ids: [3, 2], total: 4 });
      expect(await ids(0, 5, 10)).toEqual({ ids: [2, 1], total: 2 });
      expect(await ids(4, 2)).toEqual({ ids: [], total: 4 });
      expect(await ids(0, 2, 99)).toEqual({ ids: [], total: 0 });
    });

    it('reads only the columns asked, with every filter given', async () => {
      const rows = new PagedRows(dataSource, ThingRow, {
        columns: ['id', 'name'],
        orderByDescending: ['id'],
      });
      expect(await rows.read({ ownerId: 20, name: 'cosa 3' }, { offset: 0, limit: 9 })).toEqual({
        rows: [{ id: 3, name: 'cosa 3' }],
        total: 1,
      });
    });
  });
});
