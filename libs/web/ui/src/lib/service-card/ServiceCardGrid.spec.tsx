import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './ServiceCardGrid.stories';

const { Default, FourColumns, WithFavorites, Loading, Empty, Error: ErrorStory } = composeStories(stories);

describe('ServiceCardGrid', () => {
  it('lists one card per service', () => {
    render(<Default />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getAllByRole('link', { name: /^Ver detalles de / })).toHaveLength(6);
  });

  it("fetches the first row's pictures at once and the others lazily", () => {
    render(<Default />);
    // A card without a picture shows its category's pictogram instead (null here).
    const loading = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img')?.getAttribute('loading') ?? null);
    expect(loading.slice(0, 3).filter(Boolean)).not.toHaveLength(0);
    expect(loading.slice(0, 3).every((value) => value === null || value === 'eager')).toBe(true);
    expect(loading.slice(3).filter(Boolean)).not.toHaveLength(0);
    expect(loading.slice(3).every((value) => value === null || value === 'lazy')).toBe(true);
  });

  it('takes any number of services', () => {
    render(<FourColumns />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('passes the clicked service to the heart handler and shows saved ones', async () => {
    const onToggleFavorite = fn();
    render(<WithFavorites onToggleFavorite={onToggleFavorite} />);
    expect(
      screen.getByRole('button', { name: 'Quitar Plomería y destapaciones 2 de favoritos' }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Agregar Plomería y destapaciones 3 a favoritos' }),
    );
    expect(onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('announces loading and shows skeletons instead of cards', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando servicios...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says that nothing was found and offers a way forward instead of an empty list', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'No se encontraron servicios' })).toBeInTheDocument();
    expect(screen.getByText(/No hay servicios de Jardinería/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry instead of the cards', async () => {
    const onRetry = fn();
    render(<ErrorStory error={{ message: 'No se pudieron cargar los servicios.', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los servicios.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
