import { format } from 'mysql2';
import { type StatementValues, StatementWriter } from './statement-writer';

jest.mock('mysql2', () => {
  const actual = jest.requireActual<typeof import('mysql2')>('mysql2');
  return { ...actual, format: jest.fn(actual.format) };
});

const mysqlFormat = jest.requireActual<typeof import('mysql2')>('mysql2').format;
const formatCalls = format as jest.MockedFunction<typeof format>;
const asFormatWrites = (sql: string, values: StatementValues) => mysqlFormat(sql, values, true, 'Z');

const SEARCH =
  'SELECT t.service_id AS id FROM service_search_terms t WHERE t.term >= ? AND t.term < ? LIMIT ? OFFSET ?';
const AWKWARD_TEXTS = [
  "o'hara",
  'back\\slash',
  'comillas "dobles"',
  'ñandú 🧉',
  'nul\u0000byte',
  'privado \uE000',
  '?',
  '',
  "'; DROP TABLE x; --",
];

describe('StatementWriter', () => {
  beforeEach(() => formatCalls.mockClear());

  it("writes each statement's values exactly as mysql2's format does", () => {
    const writer = new StatementWriter();
    for (const text of AWKWARD_TEXTS)
      for (const offset of [0, 9, 441]) {
        const values = [text, `${text}z`, 9, offset];
        expect(writer.write(SEARCH, values, true, 'Z')).toBe(asFormatWrites(SEARCH, values));
      }
  });

  it('cuts a statement once and then joins its pieces without formatting it again', () => {
    const writer = new StatementWriter();
    writer.write(SEARCH, ['plomero', 'plomeroz', 9, 0], true, 'Z');
    formatCalls.mockClear();
    expect(writer.write(SEARCH, ["o'hara", "o'haraz", 9, 18], true, 'Z')).toBe(
      "SELECT t.service_id AS id FROM service_search_terms t WHERE t.term >= 'o\\'hara' AND t.term < 'o\\'haraz' LIMIT 9 OFFSET 18",
    );
    expect(formatCalls).not.toHaveBeenCalled();
  });

  it('leaves a ? inside quotes or a comment as text, as format does', () => {
    const writer = new StatementWriter();
    const sql = "SELECT '¿qué?' AS q, ? AS a /* ¿y esto? */ FROM x WHERE b = ? -- ¿fin?\n";
    for (const values of [
      ['uno', 2],
      ['tres', 4],
    ])
      expect(writer.write(sql, values, true, 'Z')).toBe(asFormatWrites(sql, values));
  });

  it('formats every time what its pieces cannot write: identifiers, other values, a count that does not match', () => {
    const writer = new StatementWriter();
    const cases: [string, StatementValues][] = [
      ['SELECT ?? FROM x WHERE a = ?', ['title', 'uno']],
      ['SELECT ?? FROM x WHERE a = ?', ['price', 'dos']],
      ['SELECT ? AS d', [new Date(Date.UTC(2026, 0, 2, 3))]],
      ['SELECT ? AS o, ? AS n, ? AS l', [{ id: 1 }, null, [1, 2]]],
      ['SELECT ? AS a, ? AS b', ['solo uno']],
      ['SELECT ? AS a', ['uno', 'de más']],
      ['SELECT ? AS a', ['uno', 'de más']],
      ["SELECT '\uE0001\uE000' AS m, ? AS a", ['uno']],
      ["SELECT '\uE0001\uE000' AS m, ? AS a", ['dos']],
    ];
    for (const [sql, values] of cases)
      expect(writer.write(sql, values, true, 'Z')).toBe(asFormatWrites(sql, values));
  });

  it('stays exact past the number of statements it keeps', () => {
    const writer = new StatementWriter();
    for (let round = 0; round < 2; round++)
      for (let index = 0; index < 700; index++) {
        const sql = `SELECT ? AS a${index}, ? AS b`;
        const values = [`texto ${index}'${round}`, index];
        expect(writer.write(sql, values, true, 'Z')).toBe(asFormatWrites(sql, values));
      }
  });
});
