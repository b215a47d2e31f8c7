import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { EntityColumns, type Property } from './entity-columns';
import { readStatement, type ReadStatement } from './read-statement';

export interface PagedRowsOptions<Row> {
  /** The columns read; every selectable column when absent. */
  readonly columns?: readonly Property<Row>[];
  /** The order of the pages: by each of these, descending (newest first, then the latest id). */
  readonly orderByDescending: readonly Property<Row>[];
}

/** A page of rows and how many rows match in all. */
export interface RowsPage<Row> {
  readonly rows: Row[];
  readonly total: number;
}

/**
 * The rows of one entity whose columns equal some values, a page at a time, with how many match: the hot read
 * of a list (see EntityColumns). The page and the count are asked at once, on two connections.
 */
export class PagedRows<Row extends ObjectLiteral> {
  private readonly columns: EntityColumns<Row>;
  private readonly orderAndPage: string;
  private readonly query: ReadStatement;

  constructor(dataSource: DataSource, entity: EntityTarget<Row>, options: PagedRowsOptions<Row>) {
    this.columns = new EntityColumns(dataSource, entity, options.columns);
    const order = options.orderByDescending.map((property) => `${this.columns.column(property)} DESC`);
    this.orderAndPage = ` ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`;
    this.query = readStatement(dataSource);
  }

  /** The page of rows whose columns equal `equal`'s given values (undefined ones are left out). */
  async read(
    equal: Partial<Record<Property<Row>, string | number>>,
    { offset, limit }: { readonly offset: number; readonly limit: number },
  ): Promise<RowsPage<Row>> {
    const given = Object.entries(equal).filter(([, value]) => value !== undefined);
    const conditions = given.map(([property]) => `${this.columns.column(property as Property<Row>)} = ?`);
    const from = `FROM ${this.columns.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    const values = given.map(([, value]) => value);
    const [rows, [counted]] = await Promise.all([
      this.query<ObjectLiteral>(`SELECT ${this.columns.selectList} ${from}${this.orderAndPage}`, [
        ...values,
        limit,
        offset,
      ]),
      this.query<{ count: number | string }>(`SELECT COUNT(*) AS count ${from}`, values),
    ]);
    // COUNT(*) comes back as text from MySQL (a BIGINT) and as a number from SQLite.
    return { rows: this.columns.hydrate(rows), total: Number(counted?.count ?? 0) };
  }
}
