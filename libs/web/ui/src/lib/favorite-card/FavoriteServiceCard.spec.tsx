import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import * as stories from './FavoriteServiceCard.stories';

const { Default, NoReviews, UnknownProvider } = composeStories(stories);

const card = () => screen.getByRole('article', { name: 'Plomería y destapaciones' });

describe('FavoriteServiceCard', () => {
  it('shows category, rating with its count, first zone and provider, with a detail link', () => {
    render(<Default />);
    expect(within(card()).getByRole('heading', { level: 2 })).toHaveTextContent('Plomería y destapaciones');
    expect(card()).toHaveTextContent('Plomería');
    expect(within(card()).getByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('(12 reseñas)');
    expect(card()).toHaveTextContent('Palermo, Ciudad Autónoma de Buenos Aires');
    expect(card()).toHaveTextContent('Ofrecido por Lucía Fernández');
    expect(screen.getByRole('link', { name: 'Ver detalles de Plomería y destapaciones' })).toHaveAttribute(
      'href',
      '/service/7',
    );
  });

  it('leaves the rating out while there are no reviews', () => {
    render(<NoReviews />);
    expect(within(card()).queryByRole('img', { name: /Calificación/ })).not.toBeInTheDocument();
    expect(card()).not.toHaveTextContent('reseñas');
  });

  it("names the provider 'Proveedor' when its name is unknown, and shows no place without a zone", () => {
    render(<UnknownProvider />);
    expect(card()).toHaveTextContent('Ofrecido por Proveedor');
    expect(card()).not.toHaveTextContent('Palermo');
  });

  it('removes with the keyboard', async () => {
    const onRemove = fn();
    render(<Default onRemove={onRemove} />);
    act(() => screen.getByRole('button', { name: 'Quitar Plomería y destapaciones de favoritos' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
