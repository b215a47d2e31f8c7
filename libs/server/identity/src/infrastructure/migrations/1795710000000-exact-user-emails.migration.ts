import type { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { binaryCollation } from '@changas/server/kernel';
import { normalizeEmail } from '../../domain/email';

/** Users read per round trip while normalising the stored emails. */
const USERS_PER_READ = 500;

/**
 * Emails compare byte for byte: MySQL's utf8mb4_unicode_ci made 'dêmo@…' and 'ｄｅｍｏ@…' find the
 * account of 'demo@…' (and the unique index refuse them), while the rate limits counted them apart.
 * Stored emails then get the spelling lookups use now (NFKC); one whose new spelling another
 * account already has is left as it was.
 */
export class ExactUserEmails1795710000000 implements MigrationInterface {
  name = 'ExactUserEmails1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.changeEmailCollation(queryRunner, binaryCollation(queryRunner));
    await this.normaliseStoredEmails(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to the table's default collation; normalised emails stay as they are.
    await this.changeEmailCollation(queryRunner, undefined);
  }

  private async changeEmailCollation(queryRunner: QueryRunner, collation: string | undefined): Promise<void> {
    const table = await queryRunner.getTable('users');
    const email = table?.findColumnByName('email') as TableColumn;
    const changed = email.clone();
    changed.collation = collation;
    await queryRunner.changeColumn('users', email, changed);
  }

  private async normaliseStoredEmails(queryRunner: QueryRunner): Promise<void> {
    const users = () => queryRunner.manager.createQueryBuilder().from('users', 'u');
    for (let lastId = 0; ;) {
      const batch: { id: number | string; email: string }[] = await users()
        .select(['u.id AS id', 'u.email AS email'])
        .where('u.id > :lastId', { lastId })
        .orderBy('u.id')
        .limit(USERS_PER_READ)
        .getRawMany();
      if (batch.length === 0) return;
      for (const { id, email } of batch) {
        const normalised = normalizeEmail(email);
        if (
          normalised === email ||
          (await users().where('u.email = :normalised', { normalised }).getExists())
        ) {
          continue;
        }
        await queryRunner.manager
          .createQueryBuilder()
          .update('users')
          .set({ email: normalised })
          .where('id = :id', { id })
          .execute();
      }
      lastId = Number(batch[batch.length - 1].id);
    }
  }
}
