import { DomainError } from '../../domain/domain-error';
import { OptionalTextField, TextField } from './dto-fields';
import { createValidationPipe } from './validation-pipe.factory';

const NAME = {
  required: 'El nombre es obligatorio',
  minLength: { value: 2, message: 'El nombre debe tener al menos 2 caracteres' },
  maxLength: { value: 5, message: 'El nombre no puede tener más de 5 caracteres' },
};
const PHONE = {
  maxLength: { value: 4, message: 'El teléfono no puede tener más de 4 caracteres' },
  pattern: { value: /^\d+$/, message: 'El formato del teléfono no es válido' },
};

class PersonDto {
  @TextField(NAME, 'Ana')
  name!: string;

  @OptionalTextField(PHONE, '1234')
  phone = '';
}

const validate = async (body: object) => {
  try {
    return await createValidationPipe().transform(body, { type: 'body', metatype: PersonDto });
  } catch (caught) {
    return caught;
  }
};

async function fieldErrorsOf(body: object) {
  const error = await validate(body);
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).fieldErrors;
}

describe('TextField and OptionalTextField', () => {
  it('count length in code points: two emoji of two code points each are four', async () => {
    await expect(validate({ name: '❤️❤️' })).resolves.toMatchObject({ name: '❤️❤️' });
    await expect(fieldErrorsOf({ name: '❤️❤️❤️' })).resolves.toEqual({ name: NAME.maxLength.message });
    await expect(fieldErrorsOf({ name: '\u0301' })).resolves.toEqual({ name: NAME.required });
  });

  it('trim, and treat null or a text of nothing visible as empty: required, or left empty when optional', async () => {
    await expect(validate({ name: '  Ana  ', phone: null })).resolves.toEqual({ name: 'Ana', phone: '' });
    await expect(validate({ name: 'Ana', phone: '\u200B\uFEFF' })).resolves.toEqual({
      name: 'Ana',
      phone: '',
    });
    for (const name of [null, '', '   ', '\u200B\u200C\u200D', '\u2060\u3164']) {
      await expect(fieldErrorsOf({ name })).resolves.toEqual({ name: NAME.required });
    }
  });

  it('refuse lone surrogates before any other rule', async () => {
    await expect(fieldErrorsOf({ name: 'Ana\uD800', phone: '\uDC0012345' })).resolves.toEqual({
      name: 'El texto tiene caracteres no válidos',
      phone: 'El texto tiene caracteres no válidos',
    });
  });

  it('report the first broken rule: required, length, then format; other values than text get the first', async () => {
    await expect(fieldErrorsOf({ name: 'A', phone: '12a' })).resolves.toEqual({
      name: NAME.minLength.message,
      phone: PHONE.pattern.message,
    });
    await expect(fieldErrorsOf({ name: 42, phone: 12345 })).resolves.toEqual({
      name: NAME.required,
      phone: PHONE.maxLength.message,
    });
  });
});
