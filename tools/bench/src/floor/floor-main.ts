// The floor: the least a server must do to answer the catalogue's reads with the API's SQL. Fastify and a
// mysql2 pool (TypeORM's size), replaying for each scenario URL exactly the statements the API sent, in its
// order and parallelism, and building the same JSON. Started by the bench with the plan it captured.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { createPool, type RowDataPacket } from 'mysql2';
import { floorAnswer } from './floor-answer';
import type { FloorPlan } from './floor-plan';

const plan = JSON.parse(readFileSync(process.env.BENCH_FLOOR_PLAN as string, 'utf8')) as FloorPlan;
const stepsByUrl = new Map(plan.scenarios.map(({ path, steps }) => [path, steps]));
// As TypeORM configures mysql2 for the API: 10 connections, UTC datetimes, utf8mb4.
const pool = createPool({
  uri: process.env.DATABASE_URL,
  connectionLimit: 10,
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
});

// The pool's callbacks, as the API's hot reads: mysql2's promise wrapper captures a stack per statement.
const query = (sql: string) =>
  new Promise<RowDataPacket[]>((resolve, reject) =>
    pool.query<RowDataPacket[]>(sql, (error, rows) => (error ? reject(error) : resolve(rows))),
  );

// The API reads the categories once per process; so does the floor.
const categories = query('SELECT id, name FROM categories').then(
  (rows) => new Map(rows.map(({ id, name }) => [Number(id), String(name)])),
);

const app = Fastify({ logger: false });
app.get('/api/health/ready', async () => ({ success: true }));
app.get('/*', async (request, reply) => {
  const steps = stepsByUrl.get(request.url);
  if (!steps) return reply.code(404).send({ success: false });
  const results: RowDataPacket[][] = [];
  for (const step of steps) results.push(...(await Promise.all(step.map(query))));
  return floorAnswer(new URL(request.url, 'http://floor'), results, await categories);
});

const close = () =>
  app
    .close()
    .then(() => new Promise((ended) => pool.end(ended)))
    .then(() => process.exit(0));
process.once('SIGTERM', close);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
