import { chosenScenarios, type Scenario } from './scenarios';

const scenario = (id: string): Scenario => ({
  id,
  name: id,
  method: 'GET',
  path: `/api/${id}`,
  caller: 'anonymous',
  search: false,
  floor: false,
});
const list = [scenario('search-rare'), scenario('detail'), scenario('booking')];

describe('chosenScenarios', () => {
  it('runs every scenario when BENCH_SCENARIOS names none', () => {
    expect(chosenScenarios(list, undefined)).toBe(list);
  });

  it('keeps the named ones in the order of the list', () => {
    expect(chosenScenarios(list, ['detail', 'search-rare']).map(({ id }) => id)).toEqual([
      'search-rare',
      'detail',
    ]);
  });

  it('refuses an id no scenario has, naming the ones there are', () => {
    expect(() => chosenScenarios(list, ['detail', 'detalle'])).toThrow(
      'BENCH_SCENARIOS: detalle no existe; los escenarios son search-rare, detail, booking',
    );
  });
});
