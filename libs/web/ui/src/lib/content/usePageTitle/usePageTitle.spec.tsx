import { renderToString } from 'react-dom/server';
import { renderHook } from '@testing-library/react';
import { formatPageTitle, ServerPageTitle, usePageTitle } from './usePageTitle';

describe('formatPageTitle', () => {
  it('adds the site name once', () => {
    expect(formatPageTitle('Nosotros')).toBe('Nosotros | Changas');
    expect(formatPageTitle('Nosotros | Changas')).toBe('Nosotros | Changas');
    expect(formatPageTitle('Changas | Servicios locales en Argentina')).toBe(
      'Changas | Servicios locales en Argentina',
    );
  });

  it('falls back to the site name', () => {
    expect(formatPageTitle('')).toBe('Changas');
    expect(formatPageTitle('  ')).toBe('Changas');
    expect(formatPageTitle(undefined)).toBe('Changas');
    expect(formatPageTitle('Changas')).toBe('Changas');
  });
});

describe('usePageTitle', () => {
  it('sets the title while mounted, follows changes and restores it on unmount', () => {
    document.title = 'Anterior';
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Centro de ayuda' },
    });
    expect(document.title).toBe('Centro de ayuda | Changas');
    rerender({ title: 'Nosotros' });
    expect(document.title).toBe('Nosotros | Changas');
    unmount();
    expect(document.title).toBe('Anterior');
  });

  it('tells a server render the title, where no effect runs', () => {
    const told: string[] = [];
    const Page = () => {
      usePageTitle('Centro de ayuda');
      return null;
    };
    document.title = 'Anterior';
    renderToString(
      <ServerPageTitle.Provider value={(title) => told.push(title)}>
        <Page />
      </ServerPageTitle.Provider>,
    );
    expect(told).toEqual(['Centro de ayuda | Changas']);
    expect(document.title).toBe('Anterior');
  });
});
