import type { MigrationInterface, QueryRunner } from 'typeorm';
import { toE164 } from '@changas/shared/contracts';

/** Users read per round trip while normalising the stored phones. */
const USERS_PER_READ = 500;

/**
 * Phones are stored in one normal form, E.164 ('011 15-2345-6789' → '+5491123456789'), so WhatsApp
 * links and comparisons work whatever way they were typed. A stored phone that is not a valid number
 * becomes '': the profile then asks for a valid one. The old spellings are not kept, so down does nothing.
 */
export class NormaliseUserPhones1795910000000 implements MigrationInterface {
  name = 'NormaliseUserPhones1795910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const users = () => queryRunner.manager.createQueryBuilder().from('users', 'u');
    for (let lastId = 0; ;) {
      const batch: { id: number | string; phone: string }[] = await users()
        .select(['u.id AS id', 'u.phone AS phone'])
        .where('u.id > :lastId', { lastId })
        .andWhere("u.phone <> ''")
        .orderBy('u.id')
        .limit(USERS_PER_READ)
        .getRawMany();
      if (batch.length === 0) return;
      for (const { id, phone } of batch) {
        const normalised = toE164(phone);
        if (normalised === phone) continue;
        await queryRunner.manager
          .createQueryBuilder()
          .update('users')
          .set({ phone: normalised })
          .where('id = :id', { id })
          .execute();
      }
      lastId = Number(batch[batch.length - 1].id);
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: E.164 phones are valid under the old rules too.
  }
}
