import type { DataSource, DataSourceOptions, EntityTarget, ObjectLiteral } from 'typeorm';
import type { MysqlConnectionOptions } from 'typeorm/driver/mysql/MysqlConnectionOptions.js';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers.js';
import { DateUtils } from 'typeorm/util/DateUtils.js';

/**
 * Column types whose driver value is what the entity holds: TypeORM's hydration leaves them as they come. `Number`
 * is the type of `@PrimaryGeneratedColumn()`, whose integers both drivers hand over as numbers.
 */
const AS_THE_DRIVER_GIVES = new Set<unknown>([Number, 'int', 'integer', 'smallint', 'varchar', 'text']);

export type Property<Row> = keyof Row & string;
type ColumnMetadata = ReturnType<DataSource['getMetadata']>['columns'][number];
type Hydrator = (value: unknown) => unknown;

/**
 * What TypeORM's MySQL driver does to a value of each of these types (`MysqlDriver.prepareHydratedValue`), chosen
 * once per column: that function asks the column for its type on every value, through property reads V8 cannot
 * specialise: 2 % of a service's detail's instructions (callgrind). Other types and SQLite keep it.
 */
const MYSQL_HYDRATORS: Readonly<Record<string, Hydrator>> = {
  boolean: (value) => Boolean(value),
  datetime: (value) => DateUtils.normalizeHydratedDate(value as Date | string),
  'simple-json': (value) => DateUtils.stringToSimpleJson(value),
  decimal: (value) => value,
};

const isMysql = (options: DataSourceOptions): options is MysqlConnectionOptions =>
  options.type === 'mysql' || options.type === 'mariadb';

/** The hydration of one column's values, as TypeORM's driver would do it: null stays null, then the transformer. */
export function hydratorOf(dataSource: DataSource, column: ColumnMetadata): Hydrator {
  const byType =
    isMysql(dataSource.options) && typeof column.type === 'string' ? MYSQL_HYDRATORS[column.type] : undefined;
  if (!byType) return (value) => dataSource.driver.prepareHydratedValue(value, column);
  const { transformer } = column;
  const hydrated: Hydrator = (value) => (value === null || value === undefined ? value : byType(value));
  return transformer
    ? (value) => ApplyValueTransformers.transformFrom(transformer, hydrated(value))
    : hydrated;
}

/** Whether TypeORM's hydration hands the driver's value of `column` over as it comes. */
export function needsNoHydration(dataSource: DataSource, column: ColumnMetadata): boolean {
  if (column.transformer) return false;
  if (AS_THE_DRIVER_GIVES.has(column.type)) return true;
  // mysql2 hands a DATETIME over as a Date, which TypeORM's hydration returns as it is, unless dateStrings asks for text.
  const { options } = dataSource;
  return column.type === 'datetime' && isMysql(options) && !options.dateStrings;
}

/**
 * Some columns of one entity's table as hot reads ask for them: the SQL of the select list written once, with
 * each column named as the entity's property, so the driver's rows come ready but for the columns TypeORM
 * converts (dates, booleans, JSON, decimals, transformers), which are hydrated as its driver does (hydratorOf).
 * This skips the query builder and the entity transformer, which cost more than the query itself.
 */
export class EntityColumns<Row extends ObjectLiteral> {
  /** `column AS property, …` */
  readonly selectList: string;
  /** The table's name, quoted. */
  readonly table: string;
  private readonly columnOf: (property: string) => ColumnMetadata;
  private readonly converted: readonly { readonly property: string; readonly hydrate: Hydrator }[];

  /** `columns`: every selectable column when absent. */
  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<Row>,
    columns?: readonly Property<Row>[],
  ) {
    const metadata = dataSource.getMetadata(entity);
    const { driver } = dataSource;
    this.columnOf = (property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return column;
    };
    const selected = columns
      ? columns.map(this.columnOf)
      : metadata.columns.filter(
          (column, index, all) =>
            column.isSelect &&
            all.findIndex(({ databaseName }) => databaseName === column.databaseName) === index,
        );
    this.selectList = selected
      .map((column) => `${driver.escape(column.databaseName)} AS ${driver.escape(column.propertyName)}`)
      .join(', ');
    this.table = driver.escape(metadata.tableName);
    this.converted = selected
      .filter((column) => !needsNoHydration(dataSource, column))
      .map((column) => ({ property: column.propertyName, hydrate: hydratorOf(dataSource, column) }));
  }

  /** The quoted column of `property`, for conditions and orders. */
  column(property: Property<Row>): string {
    return this.dataSource.driver.escape(this.columnOf(property).databaseName);
  }

  /** The driver's rows of the select list as the entity's values, converted in place. */
  hydrate(rows: ObjectLiteral[]): Row[] {
    for (const row of rows)
      for (const { property, hydrate } of this.converted) row[property] = hydrate(row[property]);
    return rows as Row[];
  }
}
