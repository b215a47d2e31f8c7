import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './ServicesPage.stories';

const { Default, Loading, Empty, Error, FilteredByCategory, Mobile } = composeStories(stories);

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ServicesPage stories', () => {
  it('Default: the first 9 of 23 services and three pages', async () => {
    render(<Default />);
    expect(await screen.findByText('Mostrando 1-9 de 23 servicios')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(
      screen.getByRole('link', { name: 'Ver detalles de Plomería y destapaciones' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Mostrando 19-23 de 23 servicios')).toBeInTheDocument();
  });

  it('Loading: the answer never comes', () => {
    render(<Loading />);
    expect(screen.getByText('Cargando servicios...')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('Empty: the category message and a way to clear the filters', async () => {
    render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'No se encontraron servicios' })).toBeInTheDocument();
    expect(screen.getByText(/^No hay servicios de Jardinería que coincidan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Limpiar filtros' })).toHaveAttribute('href', '/services');
  });

  it('Error: the reason and a retry', async () => {
    render(<Error />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los servicios');
    expect(alert).toHaveTextContent('Error interno del servidor. Intenta más tarde.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('FilteredByCategory: the category in the title, one page', async () => {
    render(<FilteredByCategory />);
    expect(await screen.findByText('Mostrando 1-2 de 2 servicios')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Servicios de Limpieza' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('Mobile: the same listing', async () => {
    render(<Mobile />);
    expect(await screen.findByText('Mostrando 1-9 de 23 servicios')).toBeInTheDocument();
  });
});
