/** One statement the API sent, as the SQL recorder writes it (a JSON line each). */
export interface RecordedStatement {
  /** MariaDB: the text sent, values inlined by mysql2. SQLite: the prepared text, with `params` bound. */
  readonly sql: string;
  readonly params: readonly unknown[];
  /** performance.now() in the API process when sent and when answered. */
  readonly start: number;
  readonly end: number;
}
