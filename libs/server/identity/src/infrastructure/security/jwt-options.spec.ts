import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@changas/server/kernel';
import { JWT_ALGORITHM, jwtKey, jwtModuleOptions } from './jwt-options';

const config = { jwtSecret: 'una-clave-de-prueba-bastante-larga-0123456789' } as AppConfig;

describe('jwt options', () => {
  it('hands jsonwebtoken the secret as a key object, so it is not parsed again on every request', () => {
    const key = jwtKey(config);
    expect(key.type).toBe('secret');
    expect(key.export().toString('utf8')).toBe(config.jwtSecret);
  });

  it('signs tokens that the plain secret verifies, so sessions issued before keep working', async () => {
    const jwt = new JwtService(jwtModuleOptions(config));
    const token = await jwt.signAsync({ sub: '7', sv: 1 });
    const withPlainSecret = new JwtService({
      secret: config.jwtSecret,
      verifyOptions: { algorithms: [JWT_ALGORITHM] },
    });
    await expect(withPlainSecret.verifyAsync(token)).resolves.toMatchObject({ sub: '7', sv: 1 });
    await expect(jwt.verifyAsync(token)).resolves.toMatchObject({ sub: '7', sv: 1 });
  });

  it('refuses a token signed with another secret', async () => {
    const jwt = new JwtService(jwtModuleOptions(config));
    const forged = await new JwtService({ secret: 'otra-clave-distinta-de-la-buena-0123456789' }).signAsync({
      sub: '7',
      sv: 1,
    });
    await expect(jwt.verifyAsync(forged)).rejects.toThrow('invalid signature');
  });
});
