export * from './lib/http/api-client';
export * from './lib/http/api';
export * from './lib/session/session-store';
export * from './lib/session/use-session';
export * from './lib/catalog/use-categories';
export * from './lib/identity/identity.queries';
export * from './lib/catalog/services.queries';
