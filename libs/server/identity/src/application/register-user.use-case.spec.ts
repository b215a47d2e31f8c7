import { ANA, createIdentityTestKit } from '../testing/identity-test-kit';

describe('RegisterUser', () => {
  it('stores the user with a normalised email and phone and a hashed password, and logs it in', async () => {
    const kit = createIdentityTestKit();

    const result = await kit.registerUser.execute({ ...ANA, email: '  Ana@Example.com ' });

    if (!result.ok) throw result.error;
    const { user, token } = result.value;
    expect(token).toBe(`token-of-${user.id}@0`);
    const { name, province, locality } = ANA;
    expect(user.profile).toEqual({
      name,
      email: 'ana@example.com',
      phone: '+5491112345678',
      province,
      locality,
    });
    expect(user.createdAt).toEqual(kit.clock.now());
    const stored = await kit.users.findCredentials('ana@example.com');
    expect(stored?.passwordHash).toBe('hashed:Secreta123');
    await expect(kit.countUsers.execute()).resolves.toBe(1);
  });

  it('refuses a phone that is not a valid number, storing nothing', async () => {
    const kit = createIdentityTestKit();

    const result = await kit.registerUser.execute({ ...ANA, phone: '1234567890123' });

    expect(result.ok || result.error.fieldErrors).toEqual({ phone: 'El teléfono no es válido' });
    await expect(kit.countUsers.execute()).resolves.toBe(0);
  });

  it('refuses an email already registered, whatever its case and spaces', async () => {
    const kit = createIdentityTestKit();
    await kit.register();

    const result = await kit.registerUser.execute({ ...ANA, name: 'Otra Ana', email: ' ANA@example.COM' });

    expect(result.ok || result.error.code).toBe('IDENTITY.EMAIL_TAKEN');
    await expect(kit.countUsers.execute()).resolves.toBe(1);
  });

  it('takes a full-width spelling for the same email, and an accented one for another', async () => {
    const kit = createIdentityTestKit();
    await kit.register({ email: 'demo@changas.com.ar' });

    const fullWidth = await kit.registerUser.execute({ ...ANA, email: 'ｄｅｍｏ@changas.com.ar' });
    const accented = await kit.registerUser.execute({ ...ANA, email: 'dêmo@chängas.com.ar' });

    expect(fullWidth.ok || fullWidth.error.code).toBe('IDENTITY.EMAIL_TAKEN');
    expect(accented.ok && accented.value.user.email).toBe('dêmo@chängas.com.ar');
  });
});
