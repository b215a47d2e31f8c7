import { DomainError } from '../../domain/domain-error';
import { positiveIntegerParameter, QueryDto, readQuery, textParameter } from './query-parameters';

const TOO_LONG = 'Hasta 5 caracteres';
const PAGE = 'La página es un número desde 1';
const DATE = { required: 'La fecha es obligatoria', format: 'Fecha inválida' };

class SearchQuery extends QueryDto({
  q: textParameter({ maxLength: { value: 5, message: TOO_LONG } }, 'plomo'),
  page: positiveIntegerParameter(PAGE, 1),
}) {}

class DayQuery extends QueryDto({
  date: textParameter({ required: DATE.required }, '2026-03-09', {
    test: (text) => /^\d{4}-\d{2}-\d{2}$/.test(text),
    message: DATE.format,
  }),
}) {}

function problemsOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('COMMON.VALIDATION');
    return (error as DomainError).fieldErrors;
  }
  throw new Error('the query was accepted');
}

describe('readQuery', () => {
  it('gives an instance of the DTO with the cleaned values, and leaves absent optional parameters out', () => {
    const values = readQuery(SearchQuery, { q: '  caño ', page: '02' });
    expect(values).toBeInstanceOf(SearchQuery);
    expect({ ...values }).toEqual({ q: 'caño', page: 2 });
    expect({ ...readQuery(SearchQuery, {}) }).toEqual({});
    expect({ ...readQuery(SearchQuery, { q: '\u200B' }) }).toEqual({ q: '' });
  });

  it('counts length in code points and refuses lone surrogates', () => {
    expect(readQuery(SearchQuery, { q: '❤️❤️😀' }).q).toBe('❤️❤️😀');
    expect(problemsOf(() => readQuery(SearchQuery, { q: '❤️❤️😀a' }))).toEqual({ q: TOO_LONG });
    expect(problemsOf(() => readQuery(SearchQuery, { q: 'a\uD800' }))).toEqual({
      q: 'El texto tiene caracteres no válidos',
    });
  });

  it('takes whole numbers from 1 written in digits only', () => {
    for (const page of ['', '0', '-1', '1.5', '1e3', ' 2', '0x10', '99999999999999999999'])
      expect(problemsOf(() => readQuery(SearchQuery, { page }))).toEqual({ page: PAGE });
  });

  it('names every parameter it does not know, with the broken rules of the ones it knows', () => {
    expect(problemsOf(() => readQuery(SearchQuery, { page: '0', sort: 'price' }))).toEqual({
      page: PAGE,
      sort: 'Este campo no está permitido',
    });
    expect(problemsOf(() => readQuery(SearchQuery, { constructor: 'x' }))).toEqual({
      constructor: 'Este campo no está permitido',
    });
  });

  it('asks for a required parameter, absent or empty, then applies its own check', () => {
    expect(problemsOf(() => readQuery(DayQuery, {}))).toEqual({ date: DATE.required });
    expect(problemsOf(() => readQuery(DayQuery, { date: '  ' }))).toEqual({ date: DATE.required });
    expect(problemsOf(() => readQuery(DayQuery, { date: '9/3/2026' }))).toEqual({ date: DATE.format });
    expect(readQuery(DayQuery, { date: ' 2026-03-09 ' }).date).toBe('2026-03-09');
  });
});
