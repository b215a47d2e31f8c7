import { Writable } from 'node:stream';

/** A log destination for tests: every line the logger writes, parsed. */
export function lineSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}
