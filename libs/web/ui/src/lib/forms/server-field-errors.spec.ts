import { setServerFieldErrors } from './server-field-errors';

interface Form {
  password: string;
  confirmPassword: string;
  email: string;
}

describe('setServerFieldErrors', () => {
  it('maps request field names onto form fields and focuses the first in form order', () => {
    const setError = jest.fn();
    const set = setServerFieldErrors<Form>(
      setError,
      { confirm_password: 'Las contraseñas no coinciden', email: 'El correo electrónico no es válido' },
      { email: 'email', password: 'password', confirm_password: 'confirmPassword' },
    );
    expect(set).toEqual(['email', 'confirmPassword']);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'El correo electrónico no es válido' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'confirmPassword',
      { type: 'server', message: 'Las contraseñas no coinciden' },
      { shouldFocus: false },
    );
  });

  it('ignores errors of fields the form does not have', () => {
    const setError = jest.fn();
    expect(setServerFieldErrors<Form>(setError, { token: 'Token inválido' }, { email: 'email' })).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
