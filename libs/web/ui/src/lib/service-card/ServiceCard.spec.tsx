import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './ServiceCard.stories';

const { Default, Leader, NoImage, NoReviews, LongTexts, Loading, Favorite, NotFavorite } =
  composeStories(stories);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('ServiceCard', () => {
  it('shows what a client compares: category, rating, description, zones, price and provider', () => {
    render(<Default />);
    const service = card('Plomería y destapaciones');
    expect(within(service).getByRole('heading', { level: 3 })).toHaveTextContent('Plomería y destapaciones');
    expect(service).toHaveTextContent('Plomería');
    expect(within(service).getByRole('img', { name: 'Calificación: 3,5 de 5' })).toBeInTheDocument();
    expect(service).toHaveTextContent('3,5(2 reseñas)');
    expect(service).toHaveTextContent('Reparación de pérdidas');
    const zones = within(service).getByRole('list', { name: 'Zonas de cobertura' });
    expect(
      within(zones)
        .getAllByRole('listitem')
        .map((zone) => zone.textContent),
    ).toEqual([
      'Palermo, Ciudad Autónoma de Buenos Aires',
      'Belgrano, Ciudad Autónoma de Buenos Aires',
      '+1 zona más',
    ]);
    expect(service).toHaveTextContent('Desde $ 12.500');
    expect(service).toHaveTextContent('Ofrecido por Juan Gómez · Palermo');
    expect(
      within(service).getByRole('link', { name: 'Ver detalles de Plomería y destapaciones' }),
    ).toHaveAttribute('href', '/service/7');
    expect(service.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('has no leader badge below the bar and no heart without a handler', () => {
    render(<Default />);
    expect(screen.queryByText('Líder')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a leader service', () => {
    render(<Leader />);
    expect(screen.getByText('Líder')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Calificación: 4,6 de 5' })).toBeInTheDocument();
    expect(screen.getByText('(18 reseñas)')).toBeInTheDocument();
  });

  it('falls back to the category pictogram without an image or when it fails to load', () => {
    render(<NoImage />);
    expect(card('Corte de pasto').querySelector('img')).not.toBeInTheDocument();

    render(<Default />);
    const picture = card('Plomería y destapaciones').querySelector('img');
    fireEvent.error(picture as HTMLImageElement);
    expect(card('Plomería y destapaciones').querySelector('img')).not.toBeInTheDocument();
  });

  it('says when there are no reviews yet', () => {
    render(<NoReviews />);
    expect(card('Plomería y destapaciones')).toHaveTextContent('Sin reseñas todavía');
  });

  it('keeps long texts whole for assistive technology and counts the hidden zones', () => {
    render(<LongTexts />);
    const service = screen.getByRole('article', { name: /^Instalación y mantenimiento integral/ });
    expect(service).toHaveTextContent('Desde $ 1.250.000');
    expect(service).toHaveTextContent('+3 zonas más');
    expect(service).toHaveTextContent('María de los Ángeles Fernández Castro · San Isidro');
  });

  it('shows a skeleton while loading, hidden from screen readers', () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(container.firstElementChild?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers to remove a favourite', async () => {
    const onToggleFavorite = fn();
    render(<Favorite onToggleFavorite={onToggleFavorite} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Quitar Plomería y destapaciones de favoritos' }),
    );
    expect(onToggleFavorite).toHaveBeenCalledTimes(1);
  });

  it('offers to save a service as favourite', () => {
    render(<NotFavorite />);
    expect(
      screen.getByRole('button', { name: 'Agregar Plomería y destapaciones a favoritos' }),
    ).toBeEnabled();
  });
});
