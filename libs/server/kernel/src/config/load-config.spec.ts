import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './app-config';
import { loadConfig } from './load-config';

describe('loadConfig', () => {
  let cwd: string;
  const load = (env: NodeJS.ProcessEnv) => loadConfig(env, cwd);
  const errorOf = (env: NodeJS.ProcessEnv) => {
    try {
      load(env);
    } catch (error) {
      return error;
    }
    throw new Error('expected a ConfigError');
  };

  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'changas-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('defaults to a development server on port 3000 with SQLite in data/', () => {
    const config = load({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      database: { type: 'sqlite', path: join(cwd, 'data/changas.sqlite') },
      appUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      demoMode: true,
      webDist: join(cwd, 'dist/apps/web'),
      webRenderer: join(cwd, 'dist/apps/web-server/server.cjs'),
      mediaDir: join(cwd, 'dist/apps/api/media'),
      logLevel: 'info',
      mailFrom: 'Changas <no-reply@changas.com.ar>',
      outboxDir: join(cwd, 'data/outbox'),
      rateLimitMultiplier: 1,
      trustProxy: false,
      redisPrefix: 'changas',
      notificationPollMs: 5000,
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('puts the SQLite file at DATABASE_PATH', () => {
    expect(load({ DATABASE_PATH: '/tmp/x.sqlite' }).database).toEqual({
      type: 'sqlite',
      path: '/tmp/x.sqlite',
    });
  });

  it.each(['mysql', 'mariadb'])('reads a %s:// DATABASE_URL, decoding user and password', (scheme) => {
    expect(load({ DATABASE_URL: `${scheme}://app:p%40ss%3Aw@db.local:3307/changas` }).database).toEqual({
      type: 'mysql',
      host: 'db.local',
      port: 3307,
      username: 'app',
      password: 'p@ss:w',
      database: 'changas',
    });
    expect(load({ DATABASE_URL: `${scheme}://root@127.0.0.1/test` }).database).toMatchObject({
      port: 3306,
      password: '',
    });
  });

  it.each([
    'not a url',
    'postgres://u:p@h/db',
    'mysql://u:secret@host',
    'mysql://host/db',
    'mysql://u:%zz@h/db',
  ])(
    'rejects DATABASE_URL %p with one line naming the variable and the expected form, without the value',
    (url) => {
      const error = errorOf({ DATABASE_URL: url });
      expect(error).toBeInstanceOf(ConfigError);
      const { message } = error as ConfigError;
      expect(message).toMatch(/^DATABASE_URL no es válida: usa mysql:\/\/usuario:contraseña@host:3306\/base/);
      expect(message).not.toContain('\n');
      expect(message).not.toContain('secret');
    },
  );

  it('stops production without JWT_SECRET', () => {
    const error = errorOf({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe('JWT_SECRET es obligatorio en producción');
  });

  it('uses the given JWT_SECRET and never writes one in production', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
    expect(() => statSync(join(cwd, 'data/jwt-secret'))).toThrow();
  });

  it('generates a development secret of 48 random bytes once and reuses it', () => {
    const first = load({}).jwtSecret;
    const file = join(cwd, 'data/jwt-secret');
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load({ NODE_ENV: 'test' }).jwtSecret).toBe(first);

    rmSync(file);
    expect(load({}).jwtSecret).not.toBe(first);
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads DEMO_MODE=%s as %p', (value, expected) => {
    expect(load({ DEMO_MODE: value }).demoMode).toBe(expected);
    expect(load({ DEMO_MODE: value, NODE_ENV: 'production', JWT_SECRET: 's' }).demoMode).toBe(expected);
  });

  it('turns DEMO_MODE off by default in production only', () => {
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 's' }).demoMode).toBe(false);
    expect(load({ NODE_ENV: 'test' }).demoMode).toBe(true);
  });

  it('rejects a DEMO_MODE that is not a boolean', () => {
    expect(() => load({ DEMO_MODE: 'yes' })).toThrow(
      new ConfigError('DEMO_MODE debe ser true, false, 1 o 0.'),
    );
  });

  it('reads CORS_ORIGINS as a comma list of origins and defaults it to APP_URL', () => {
    expect(load({ CORS_ORIGINS: ' https://changas.com.ar/ , http://localhost:4200 ' }).corsOrigins).toEqual([
      'https://changas.com.ar',
      'http://localhost:4200',
    ]);
    expect(load({ APP_URL: 'https://changas.com.ar/' })).toMatchObject({
      appUrl: 'https://changas.com.ar',
      corsOrigins: ['https://changas.com.ar'],
    });
    expect(() => load({ CORS_ORIGINS: 'changas.com.ar' })).toThrow(
      /^CORS_ORIGINS debe contener URLs http\(s\)/,
    );
  });

  it('treats empty variables as absent', () => {
    expect(load({ DATABASE_URL: '', PORT: ' ', JWT_SECRET: '' })).toMatchObject({
      port: 3000,
      database: { type: 'sqlite' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV debe ser uno de: development, production, test\.$/],
    [{ LOG_LEVEL: 'verbose' }, /^LOG_LEVEL /],
    [{ APP_URL: 'ftp://x' }, /^APP_URL /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL debe tener la forma smtp:\/\//],
    [{ RATE_LIMIT_MULTIPLIER: '0.5' }, /^RATE_LIMIT_MULTIPLIER debe ser un número mayor o igual a 1/],
    [{ RATE_LIMIT_MULTIPLIER: 'muchos' }, /^RATE_LIMIT_MULTIPLIER /],
    [{ REDIS_URL: 'http://cache:6379' }, /^REDIS_URL debe tener la forma redis:\/\//],
    [{ NOTIFICATIONS_POLL_MS: '10' }, /^NOTIFICATIONS_POLL_MS /],
    [{ NOTIFICATIONS_POLL_MS: 'rápido' }, /^NOTIFICATIONS_POLL_MS /],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY debe ser la cantidad de proxies delante de la API/],
    [{ TRUST_PROXY: '0' }, /^TRUST_PROXY /],
    [{ TRUST_PROXY: '11' }, /^TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, /^TRUST_PROXY /],
  ])('rejects %p', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a number of proxies or a list of addresses and ranges', () => {
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('reads REDIS_URL, REDIS_PREFIX and NOTIFICATIONS_POLL_MS', () => {
    expect(
      load({ REDIS_URL: 'redis://cache:6379/2', REDIS_PREFIX: 'staging', NOTIFICATIONS_POLL_MS: '250' }),
    ).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisPrefix: 'staging', notificationPollMs: 250 });
  });

  it('reads PORT, SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR, LOG_LEVEL, WEB_DIST, WEB_RENDERER, MEDIA_DIR and RATE_LIMIT_MULTIPLIER', () => {
    expect(
      load({
        PORT: '0',
        SMTP_URL: 'smtp://u:p@mail:587',
        MAIL_FROM: 'Soporte <soporte@changas.com.ar>',
        MAIL_OUTBOX_DIR: 'mails',
        LOG_LEVEL: 'silent',
        WEB_DIST: 'web',
        WEB_RENDERER: '/srv/web-server/server.cjs',
        MEDIA_DIR: '/srv/media',
        RATE_LIMIT_MULTIPLIER: '2.5',
      }),
    ).toMatchObject({
      port: 0,
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'Soporte <soporte@changas.com.ar>',
      outboxDir: join(cwd, 'mails'),
      logLevel: 'silent',
      webDist: join(cwd, 'web'),
      webRenderer: '/srv/web-server/server.cjs',
      mediaDir: '/srv/media',
      rateLimitMultiplier: 2.5,
    });
  });
});
