import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { readStatement, type ReadStatement } from './read-statement';

/** Column types whose driver value is what the entity holds: TypeORM's hydration leaves them as they come. */
const AS_THE_DRIVER_GIVES = new Set(['int', 'integer', 'varchar', 'text']);

type Property<Row> = keyof Row & string;
type ColumnMetadata = ReturnType<DataSource['getMetadata']>['columns'][number];

export interface KeyedRowsOptions<Row> {
  /** The column the rows are asked by. */
  readonly key: Property<Row>;
  /** The columns read; every selectable column when absent. */
  readonly columns?: readonly Property<Row>[];
  /** Only rows where these columns are NULL (e.g. not deleted). */
  readonly whereNull?: readonly Property<Row>[];
  readonly orderBy?: Property<Row>;
}

/**
 * The rows of one entity whose `key` is among some values, for hot reads: the SQL text is written once,
 * the driver's rows come named as the entity's properties, and only the columns that need it go through
 * TypeORM's own conversions, skipping the query builder, the entity transformer and (on MySQL) TypeORM's
 * query runner, which cost more than the query itself.
 */
export class KeyedRows<Row extends ObjectLiteral> {
  private readonly columns: readonly ColumnMetadata[];
  private readonly selectFrom: string;
  private readonly orderBy: string;
  private readonly query: ReadStatement;
  /** The columns whose driver value TypeORM converts (dates, booleans, JSON, decimals, transformers). */
  private readonly converted: readonly ColumnMetadata[];

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<Row>,
    options: KeyedRowsOptions<Row>,
  ) {
    const metadata = dataSource.getMetadata(entity);
    const { driver } = dataSource;
    const columnOf = (property: string) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return column;
    };
    const quoted = (property: string) => driver.escape(columnOf(property).databaseName);
    this.columns = options.columns
      ? options.columns.map(columnOf)
      : metadata.columns.filter(
          (column, index, all) =>
            column.isSelect &&
            all.findIndex(({ databaseName }) => databaseName === column.databaseName) === index,
        );
    // The key's IN list comes last: each read appends its placeholders.
    const conditions = [
      ...(options.whereNull ?? []).map((property) => `${quoted(property)} IS NULL`),
      `${quoted(options.key)} IN `,
    ];
    // Named as the entity's properties, so each row comes from the driver ready but for the columns to convert.
    const selected = this.columns
      .map((column) => `${driver.escape(column.databaseName)} AS ${driver.escape(column.propertyName)}`)
      .join(', ');
    this.converted = this.columns.filter(
      (column) => column.transformer || !AS_THE_DRIVER_GIVES.has(String(column.type)),
    );
    this.selectFrom = `SELECT ${selected} FROM ${driver.escape(metadata.tableName)} WHERE ${conditions.join(' AND ')}`;
    this.orderBy = options.orderBy ? ` ORDER BY ${quoted(options.orderBy)}` : '';
    this.query = readStatement(dataSource);
  }

  async read(keys: readonly (number | string)[]): Promise<Row[]> {
    if (keys.length === 0) return [];
    const placeholders = `(${keys.map(() => '?').join(', ')})`;
    const rows = await this.query<ObjectLiteral>(this.selectFrom + placeholders + this.orderBy, keys);
    const { driver } = this.dataSource;
    for (const row of rows)
      for (const column of this.converted)
        row[column.propertyName] = driver.prepareHydratedValue(row[column.propertyName], column);
    return rows as Row[];
  }
}
