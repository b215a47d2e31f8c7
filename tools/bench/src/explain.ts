import Database from 'better-sqlite3';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import type { CapturedScenario } from './capture/capture-sql';
import type { Target } from './targets';

/** A search statement's plan: MariaDB's ANALYZE FORMAT=JSON (it runs the statement) or SQLite's query plan. */
export interface StatementPlan {
  readonly sql: string;
  readonly plan: unknown;
  /** Per table: the key used and the rows examined (MariaDB: r_rows measured × r_loops; SQLite: the plan's steps). */
  readonly summary: string;
}

type Node = Record<string, unknown>;

/** Every `table` object of MariaDB's ANALYZE FORMAT=JSON, however deep (subqueries, nested loops). */
function tables(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => tables(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'table' && value && typeof value === 'object' && !Array.isArray(value))
        found.push(value as Node);
      tables(value, found);
    }
  }
  return found;
}

const mariadbSummary = (plan: unknown): string =>
  tables(plan)
    .map((table) => {
      // A constant lookup (a unique key) has no r_rows: the estimate is its one row.
      const examined = Math.round(Number(table.r_rows ?? table.rows ?? 0) * Number(table.r_loops ?? 1));
      return `${String(table.table_name)}: ${String(table.key ?? table.access_type)}, ${examined} filas`;
    })
    .join('; ');

async function explainMariadb(target: Target, statements: readonly string[]): Promise<StatementPlan[]> {
  const connection = await createConnection(target.env.DATABASE_URL);
  try {
    const plans: StatementPlan[] = [];
    for (const sql of statements) {
      const [rows] = await connection.query<({ ANALYZE: string } & RowDataPacket)[]>(
        `ANALYZE FORMAT=JSON ${sql}`,
      );
      const plan: unknown = JSON.parse(rows[0].ANALYZE);
      plans.push({ sql, plan, summary: mariadbSummary(plan) });
    }
    return plans;
  } finally {
    await connection.end();
  }
}

function explainSqlite(target: Target, statements: readonly { sql: string; params: readonly unknown[] }[]) {
  const database = new Database(target.env.DATABASE_PATH, { readonly: true });
  try {
    return statements.map(({ sql, params }): StatementPlan => {
      const plan = database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
      return { sql, plan, summary: plan.map(({ detail }) => detail).join('; ') };
    });
  } finally {
    database.close();
  }
}

/** The plans of every SELECT a search scenario sent, by scenario id. */
export async function explainSearches(
  target: Target,
  captured: readonly CapturedScenario[],
): Promise<Record<string, StatementPlan[]>> {
  const plans: Record<string, StatementPlan[]> = {};
  for (const { id, steps } of captured) {
    const selects = steps.flat().filter(({ sql }) => /^\s*select/i.test(sql));
    plans[id] =
      target.kind === 'mysql'
        ? await explainMariadb(
            target,
            selects.map(({ sql }) => sql),
          )
        : explainSqlite(target, selects);
  }
  return plans;
}
