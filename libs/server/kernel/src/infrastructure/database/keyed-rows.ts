import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { EntityColumns, type Property } from './entity-columns';
import { readStatement, type ReadStatement } from './read-statement';

export interface KeyedRowsOptions<Row> {
  /** The column the rows are asked by. */
  readonly key: Property<Row>;
  /** The columns read; every selectable column when absent. */
  readonly columns?: readonly Property<Row>[];
  /** Only rows where these columns are NULL (e.g. not deleted). */
  readonly whereNull?: readonly Property<Row>[];
  /**
   * Each key's rows in this column's order, the keys in theirs (ORDER BY key, column). With the column
   * alone, no index but the column's own gives that order, and MariaDB once read a whole table along it
   * to skip sorting a few rows (19,989 zone rows for 13); led by the key, it reads the key's range and sorts.
   */
  readonly orderWithinKey?: Property<Row>;
}

const NO_PARAMETERS: readonly unknown[] = [];

/** The rows of one entity whose `key` is among some values, for hot reads (see EntityColumns). */
export class KeyedRows<Row extends ObjectLiteral> {
  private readonly columns: EntityColumns<Row>;
  private readonly selectFrom: string;
  private readonly orderBy: string;
  private readonly query: ReadStatement;

  constructor(dataSource: DataSource, entity: EntityTarget<Row>, options: KeyedRowsOptions<Row>) {
    this.columns = new EntityColumns(dataSource, entity, options.columns);
    const { selectList, table } = this.columns;
    // The key's IN list comes last: each read appends its placeholders.
    const conditions = [
      ...(options.whereNull ?? []).map((property) => `${this.columns.column(property)} IS NULL`),
      `${this.columns.column(options.key)} IN `,
    ];
    this.selectFrom = `SELECT ${selectList} FROM ${table} WHERE ${conditions.join(' AND ')}`;
    this.orderBy = options.orderWithinKey
      ? ` ORDER BY ${this.columns.column(options.key)}, ${this.columns.column(options.orderWithinKey)}`
      : '';
    this.query = readStatement(dataSource);
  }

  async read(keys: readonly (number | string)[]): Promise<Row[]> {
    if (keys.length === 0) return [];
    // Ids are written into the statement, which then has no values: the MySQL pool sends it without mysql2's
    // formatting pass (formatOnlyWithValues). Anything else goes as parameters.
    const [list, parameters] = keys.every(Number.isSafeInteger)
      ? [keys.join(', '), NO_PARAMETERS]
      : [keys.map(() => '?').join(', '), keys];
    return this.columns.hydrate(
      await this.query<ObjectLiteral>(`${this.selectFrom}(${list})${this.orderBy}`, parameters),
    );
  }
}
