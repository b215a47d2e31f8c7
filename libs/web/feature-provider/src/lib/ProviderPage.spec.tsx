import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@changas/web/ui/testing';
import { ProviderPage } from './ProviderPage';

const visit = (url: string) => renderPage(<ProviderPage />, { path: '/provider/:id?', url });

beforeEach(() => {
  document.title = 'Changas';
});

describe('ProviderPage', () => {
  it('says the provider profile is not available yet and shows the id', () => {
    visit('/provider/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil del proveedor' })).toBeInTheDocument();
    expect(screen.getByText('Proveedor #12')).toBeInTheDocument();
    expect(screen.getByText('Esta función todavía no está disponible.')).toBeInTheDocument();
    expect(document.title).toBe('Perfil del proveedor | Changas');
  });

  it.each(['/provider', '/provider/abc', '/provider/0', '/provider/-3', '/provider/1.5'])(
    'shows "Proveedor no encontrado" for %s',
    (url) => {
      visit(url);
      expect(screen.getByRole('heading', { level: 1, name: 'Proveedor no encontrado' })).toBeInTheDocument();
      expect(screen.queryByText(/Proveedor #/)).not.toBeInTheDocument();
      expect(document.title).toBe('Proveedor no encontrado | Changas');
    },
  );

  it('links back to the services', async () => {
    visit('/provider/12');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ver todos los servicios' }));
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/services');
  });
});
