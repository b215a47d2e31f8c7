/**
 * Runs work atomically: every repository write inside `run`, whichever context's, commits or rolls
 * back together. Nested calls join the outer unit.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = Symbol('UnitOfWork');
