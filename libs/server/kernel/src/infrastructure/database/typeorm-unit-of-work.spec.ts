import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';

/** A MariaDB-like data source whose transactions hand out named managers. */
function fakeDataSource() {
  let transactions = 0;
  const plain = { name: 'plain' } as unknown as EntityManager;
  const dataSource = {
    options: { type: 'mariadb' },
    manager: plain,
    transaction: <T>(work: (manager: EntityManager) => Promise<T>) =>
      work({ name: `transaction ${++transactions}` } as unknown as EntityManager),
  } as unknown as DataSource;
  return { dataSource, plain };
}

const nameOf = (manager: EntityManager) => (manager as unknown as { name: string }).name;
const tick = () => new Promise((wake) => setTimeout(wake, 1));

describe('TypeormUnitOfWork', () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the unit's manager to what runs inside it, across awaits and nested runs, and the plain one outside", async () => {
    const { dataSource } = fakeDataSource();
    const unitOfWork = new TypeormUnitOfWork(dataSource);

    const seen = await unitOfWork.run(async () => {
      await tick();
      const nested = await unitOfWork.run(async () => nameOf(unitOfWork.manager));
      return { inUnit: unitOfWork.inUnit, afterAwait: nameOf(unitOfWork.manager), nested };
    });

    expect(seen).toEqual({ inUnit: true, afterAwait: 'transaction 1', nested: 'transaction 1' });
    expect(unitOfWork.inUnit).toBe(false);
    expect(nameOf(unitOfWork.manager)).toBe('plain');
  });

  it('keeps overlapping units apart and switches the storage off only when the last one ends', async () => {
    const disable = jest.spyOn(AsyncLocalStorage.prototype, 'disable');
    const { dataSource } = fakeDataSource();
    const unitOfWork = new TypeormUnitOfWork(dataSource);
    let finishSecond = () => undefined as void;
    const secondMayFinish = new Promise<void>((resolve) => (finishSecond = resolve));

    const second = unitOfWork.run(async () => {
      await secondMayFinish;
      return nameOf(unitOfWork.manager);
    });
    const first = await unitOfWork.run(async () => {
      await tick();
      return nameOf(unitOfWork.manager);
    });
    expect(first).toBe('transaction 2');
    expect(disable).not.toHaveBeenCalled();

    finishSecond();
    expect(await second).toBe('transaction 1');
    expect(disable).toHaveBeenCalledTimes(1);
    expect(unitOfWork.inUnit).toBe(false);
  });

  it('switches the storage off after a unit that failed, and runs the next one in a unit of its own', async () => {
    const disable = jest.spyOn(AsyncLocalStorage.prototype, 'disable');
    const { dataSource } = fakeDataSource();
    const unitOfWork = new TypeormUnitOfWork(dataSource);

    await expect(
      unitOfWork.run(async () => {
        throw new Error('falló');
      }),
    ).rejects.toThrow('falló');
    expect(disable).toHaveBeenCalledTimes(1);

    expect(await unitOfWork.run(async () => nameOf(unitOfWork.manager))).toBe('transaction 2');
  });
});
