import type { ConnectionOptions } from 'bullmq';

/** BullMQ's connection options from a redis:// or rediss:// URL (user, password and database included). */
export function redisConnectionOf(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // Workers block on Redis; BullMQ requires unlimited retries per request for them.
    maxRetriesPerRequest: null,
  };
}
