import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@changas/web/data-access';
import { ChangasThemeProvider } from '@changas/web/ui';
import { DashboardPage } from './DashboardPage';

function renderDashboard() {
  render(
    <ChangasThemeProvider>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </ChangasThemeProvider>,
  );
}

describe('DashboardPage', () => {
  afterEach(() => sessionStore.clear());

  it('greets the user by first name', () => {
    sessionStore.save('a.b.c', {
      id: 1,
      name: 'María José Gómez',
      email: 'maria@example.com',
      phone: '',
      province: 'Salta',
      locality: 'Salta',
      created_at: '',
    });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Hola, María!');
  });

  it('offers the six quick actions', () => {
    renderDashboard();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/services',
      '/offer-service',
      '/favorites',
      '/my-requests',
      '/my-services',
      '/received-requests',
    ]);
  });
});
