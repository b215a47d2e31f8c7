import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/** Column types whose driver value is what the entity holds: TypeORM's hydration leaves them as they come. */
const AS_THE_DRIVER_GIVES = new Set(['int', 'integer', 'varchar', 'text']);

export type Property<Row> = keyof Row & string;
type ColumnMetadata = ReturnType<DataSource['getMetadata']>['columns'][number];

/**
 * Some columns of one entity's table as hot reads ask for them: the SQL of the select list written once, with
 * each column named as the entity's property, so the driver's rows come ready but for the columns TypeORM
 * converts (dates, booleans, JSON, decimals, transformers), which go through TypeORM's own driver. This skips
 * the query builder and the entity transformer, which cost more than the query itself.
 */
export class EntityColumns<Row extends ObjectLiteral> {
  /** `column AS property, …` */
  readonly selectList: string;
  /** The table's name, quoted. */
  readonly table: string;
  private readonly columnOf: (property: string) => ColumnMetadata;
  private readonly converted: readonly ColumnMetadata[];

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
    this.converted = selected.filter(
      (column) => column.transformer || !AS_THE_DRIVER_GIVES.has(String(column.type)),
    );
  }

  /** The quoted column of `property`, for conditions and orders. */
  column(property: Property<Row>): string {
    return this.dataSource.driver.escape(this.columnOf(property).databaseName);
  }

  /** The driver's rows of the select list as the entity's values, converted in place. */
  hydrate(rows: ObjectLiteral[]): Row[] {
    const { driver } = this.dataSource;
    for (const row of rows)
      for (const column of this.converted)
        row[column.propertyName] = driver.prepareHydratedValue(row[column.propertyName], column);
    return rows as Row[];
  }
}
