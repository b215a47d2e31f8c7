import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './SearchResultsPage.stories';

const {
  Default,
  Loading,
  Empty,
  Error: ErrorStory,
  FilteredByCategory,
  LastPage,
  Mobile,
  MobileFilters,
} = composeStories(stories);

/** jsdom has no media queries: every one matches, as on a phone. */
function asOnPhone() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: true,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('Páginas/Resultados de búsqueda', () => {
  it('shows the first 9 of 23 services with the page landmarks and pagination', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtrar servicios' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1-9 de 23 servicios');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
  });

  it('moves to the next page of results', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 10-18 de 23 servicios');
  });

  it('shows the last page without a full row', () => {
    render(<LastPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 19-23 de 23 servicios');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('announces the loading state and shows no service yet', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando servicios...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('explains an empty search for a category and clears the filters', async () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de Jardinería' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No se encontraron servicios' })).toBeInTheDocument();
    expect(
      screen.getByText(/No hay servicios de Jardinería que coincidan con tu búsqueda/),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Resultados' });
    await userEvent.click(within(results).getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1-9 de 23 servicios');
  });

  it('shows the load failure with a retry and a way to clear the filters', () => {
    render(<ErrorStory />);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No se pudieron cargar los servicios' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('No se pudo conectar al servidor. Verifica tu conexión a internet.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
  });

  it('names the category in the title and keeps a single page without pagination', () => {
    render(<FilteredByCategory />);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de Limpieza' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1-2 de 2 servicios');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(asOnPhone);
    afterEach(() => delete (window as Partial<Window>).matchMedia);

    it('moves the filters behind the Filtros button', async () => {
      render(<Mobile />);
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
      const drawer = screen.getByRole('dialog', { name: 'Filtros' });
      expect(within(drawer).getByRole('search', { name: 'Filtrar servicios' })).toBeInTheDocument();
    });

    it('closes the open filters drawer with Ver resultados', async () => {
      render(<MobileFilters />);
      const drawer = screen.getByRole('dialog', { name: 'Filtros' });
      expect(within(drawer).getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Plomería');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Ver resultados' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1-1 de 1 servicio');
    });
  });
});
