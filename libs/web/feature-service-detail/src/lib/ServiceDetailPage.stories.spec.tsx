import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './ServiceDetailPage.stories';

const { Default, Anonymous, Owner, Leader, ReviewsTab, Mobile } = composeStories(stories);

const title = () => screen.findByRole('heading', { level: 1, name: 'Plomería y destapaciones' });

beforeEach(() => localStorage.clear());

describe('ServiceDetailPage stories', () => {
  it('Default: a client can request the service and save it', async () => {
    render(<Default />);
    await title();
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Agregar Plomería y destapaciones a favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Desde $ 12.500')).toBeInTheDocument();
    expect(screen.queryByText('Líder')).not.toBeInTheDocument();
  });

  it('Anonymous: a visitor is asked to log in', async () => {
    render(<Anonymous />);
    await title();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión para Solicitar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar servicio' })).not.toBeInTheDocument();
  });

  it('Owner: the public-view note and the edit link, no heart', async () => {
    render(<Owner />);
    await title();
    expect(screen.getByRole('alert')).toHaveTextContent('Estás viendo la vista pública de tu servicio.');
    expect(screen.getByRole('link', { name: 'Editar Servicio' })).toHaveAttribute('href', '/edit-service/7');
    expect(screen.queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();
  });

  it('Leader: the leader badge and 18 reviews', async () => {
    render(<Leader />);
    await title();
    expect(screen.getByText('Líder')).toBeInTheDocument();
    expect(screen.getByText('(18 reseñas)')).toBeInTheDocument();
  });

  it('ReviewsTab: the reviews and the invitation to hire first', async () => {
    const { container } = render(<ReviewsTab />);
    await ReviewsTab.play?.({ canvasElement: container });
    const panel = screen.getByRole('tabpanel', { name: 'Reseñas' });
    expect(await within(panel).findByText(/destapó la cocina en media hora/)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Contrata este servicio para poder dejar tu reseña');
  });

  it('Mobile: the same service', async () => {
    render(<Mobile />);
    await title();
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toBeInTheDocument();
  });
});
