import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './ServiceDetailPage.stories';

const {
  Default,
  Anonymous,
  Owner,
  Leader,
  AvailabilityTab,
  ReviewsTab,
  Loading,
  Error: ErrorStory,
} = composeStories(stories);

describe('Páginas/Detalle de servicio', () => {
  it('shows the service with its zones, price and the request action for a client', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plomería y destapaciones' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Zonas de cobertura' })).toHaveTextContent(
      'Palermo Soho, Palermo, Ciudad Autónoma de Buenos Aires',
    );
    expect(screen.getByText('Desde $ 12.500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar servicio' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Agregar Plomería y destapaciones a favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Proveedor' })).toHaveTextContent('Juan Gómez');
  });

  it('offers the three tabs and moves between them', async () => {
    render(<Default />);
    const tabs = within(screen.getByRole('tablist', { name: 'Información del servicio' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Descripción', 'Disponibilidad', 'Reseñas']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reparación de pérdidas');
    await userEvent.click(tabs[2]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Opiniones de otros clientes');
  });

  it('sends an anonymous visitor to log in to request the service', () => {
    render(<Anonymous />);
    expect(screen.getByRole('link', { name: 'Iniciar Sesión para Solicitar' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Solicitar servicio' })).not.toBeInTheDocument();
  });

  it('tells the owner this is the public view and offers to edit, without the heart', () => {
    render(<Owner />);
    expect(screen.getByText('Estás viendo la vista pública de tu servicio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Servicio' })).toHaveAttribute('href', '/edit-service/1');
    expect(screen.queryByRole('button', { name: /favoritos/ })).not.toBeInTheDocument();
  });

  it('marks a leader service with its badge', () => {
    render(<Leader />);
    expect(screen.getByText('Líder')).toBeInTheDocument();
  });

  it('shows the week, the turn length and the booking window in Disponibilidad', () => {
    render(<AvailabilityTab />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('table', { name: 'Disponibilidad semanal' })).toHaveTextContent('Lunes');
    expect(panel).toHaveTextContent('Turnos de 60 minutos');
    expect(panel).toHaveTextContent('Reservas hasta 30 días');
    expect(within(panel).getByRole('heading', { name: 'Próximas fechas con turnos' })).toBeInTheDocument();
  });

  it('tells a client who has not hired the service how to review it', () => {
    render(<ReviewsTab />);
    expect(screen.getByText('Contrata este servicio para poder dejar tu reseña')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('announces the loading state', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the load failure with a retry and a way back to the listing', () => {
    render(<ErrorStory />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error al cargar el servicio' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Ver todos los servicios' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
