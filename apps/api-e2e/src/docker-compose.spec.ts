import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { selectedDbKind, testDatabaseServer } from './support/test-database';

const composeFile = readFileSync(join(__dirname, '../../../docker/compose.yml'), 'utf8');
const itOnMysql = selectedDbKind() === 'mysql' ? it : it.skip;

describe('docker/compose.yml', () => {
  itOnMysql('ships the database server the integration tests run against', async () => {
    const connection = await createConnection(testDatabaseServer());
    try {
      const [[{ version }]] = (await connection.query('SELECT VERSION() AS version')) as unknown as [
        [{ version: string }],
      ];
      const [, major, minor] = /^(\d+)\.(\d+)\.\d+-MariaDB/.exec(version) ?? [];
      expect(composeFile).toMatch(new RegExp(`^\\s+image: mariadb:${major}\\.${minor}$`, 'm'));
    } finally {
      await connection.end();
    }
  });
});
