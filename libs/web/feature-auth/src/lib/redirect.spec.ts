import { afterLoginPath } from './redirect';

describe('afterLoginPath', () => {
  it('returns to the page the guard sent the visitor away from', () => {
    expect(afterLoginPath({ from: { pathname: '/profile', search: '?tab=1', hash: '' } })).toBe(
      '/profile?tab=1',
    );
    expect(afterLoginPath({ from: '/favorites' })).toBe('/favorites');
  });

  it('goes to the dashboard otherwise, and never off the site or back to login', () => {
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath({})).toBe('/dashboard');
    expect(afterLoginPath({ from: 'https://otro.example/phish' })).toBe('/dashboard');
    expect(afterLoginPath({ from: '//otro.example' })).toBe('/dashboard');
    expect(afterLoginPath({ from: { pathname: '/login' } })).toBe('/dashboard');
  });
});
