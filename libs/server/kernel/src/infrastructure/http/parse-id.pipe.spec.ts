import { DomainError } from '../../domain/domain-error';
import { ParseIdPipe } from './parse-id.pipe';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe('CATALOG.INVALID_SERVICE_ID');

  it.each(['1', '20', '2147483647'])('reads %s', (id) => {
    expect(pipe.transform(id)).toBe(Number(id));
  });

  it.each(['2e1', '0x14', '0b10100', '+20', '20.0', '020', ' 20', '1e3', '0', '-1', '2147483648', ''])(
    "refuses %j with the context's code",
    (id) => {
      expect(() => pipe.transform(id)).toThrow(new DomainError('CATALOG.INVALID_SERVICE_ID'));
    },
  );
});
