import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Creates `password_reset_tokens`: only SHA-256 hashes of the mailed secrets, removed with their user. */
export class CreatePasswordResetTokens1795400000001 implements MigrationInterface {
  name = 'CreatePasswordResetTokens1795400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'datetime', precision: 3 },
          { name: 'used_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'UQ_password_reset_tokens_token_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'IDX_password_reset_tokens_user_id', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_password_reset_tokens_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('password_reset_tokens');
  }
}
