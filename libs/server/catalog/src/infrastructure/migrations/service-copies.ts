import { type QueryRunner, TableColumn } from 'typeorm';

/**
 * A column that copies its service's created_at onto a row the listing reads instead of the service. The
 * default only stands in until copyFromServices fills it: every write gives the service's own time.
 */
export const createdAtCopyColumn = () =>
  new TableColumn({ name: 'created_at', type: 'datetime', precision: 3, default: "'1970-01-01 00:00:00'" });

/**
 * Sets each of `columns` of every row of `table` (which has a `service_id`) to its expression on the row's
 * service (alias `s`).
 */
export function copyFromServices(
  queryRunner: QueryRunner,
  table: string,
  columns: Readonly<Record<string, string>>,
): Promise<unknown> {
  const assignments = Object.entries(columns).map(
    ([column, expression]) =>
      `${column} = (SELECT ${expression} FROM services s WHERE s.id = ${table}.service_id)`,
  );
  return queryRunner.query(`UPDATE ${table} SET ${assignments.join(', ')}`);
}
