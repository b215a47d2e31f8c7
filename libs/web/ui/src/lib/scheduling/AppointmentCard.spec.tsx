import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './AppointmentCard.stories';

const {
  Sent,
  Received,
  AcceptedWithNote,
  Rejected,
  Completed,
  Cancelled,
  Expired,
  UnknownStatus,
  Row,
  Busy,
} = composeStories(stories);

const card = () =>
  screen.getByRole('article', { name: 'Plomería general Lunes, 9 de marzo de 2026 · 10:00' });

describe('AppointmentCard', () => {
  it('shows a sent request with its provider, place, message, status and actions', () => {
    render(<Sent />);
    const sent = card();
    expect(within(sent).getByRole('heading', { level: 3 })).toHaveTextContent('Plomería general');
    expect(within(sent).getByRole('link', { name: 'Plomería general' })).toHaveAttribute(
      'href',
      '/service/7',
    );
    expect(sent).toHaveTextContent('Pendiente');
    expect(sent).toHaveTextContent('Proveedor: Ana Pérez');
    expect(sent).toHaveTextContent('Rosario, Santa Fe');
    expect(sent).toHaveTextContent('Mensaje: “Pierde agua la canilla de la cocina.”');
    expect(sent).toHaveTextContent('Solicitada el 04/03/2026');
    expect(sent).not.toHaveTextContent('Cliente');
    expect(within(sent).getByRole('button', { name: 'Cancelar solicitud' })).toBeInTheDocument();
  });

  it('shows a received request with the client instead of the provider', () => {
    render(<Received />);
    expect(card()).toHaveTextContent('Cliente: Luis Gómez');
    expect(card()).not.toHaveTextContent('Proveedor');
    expect(within(card()).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it('adds what comes next', () => {
    render(<AcceptedWithNote />);
    expect(card()).toHaveTextContent('Aceptada');
    expect(card()).toHaveTextContent('Podrás calificar después del servicio');
    expect(card()).not.toHaveTextContent('Mensaje');
  });

  it("shows the provider's reason on a rejected request", () => {
    render(<Rejected />);
    expect(card()).toHaveTextContent('Rechazada');
    expect(card()).toHaveTextContent('Motivo del rechazo: No trabajo en esa zona los lunes.');
  });

  it('offers the rating on a completed request', () => {
    render(<Completed />);
    const completed = screen.getByRole('article', {
      name: 'Plomería general Lunes, 2 de marzo de 2026 · 09:00',
    });
    expect(completed).toHaveTextContent('Completada');
    expect(within(completed).getByRole('button', { name: 'Calificar' })).toBeInTheDocument();
  });

  it.each([
    { Story: Cancelled, label: 'Cancelada' },
    { Story: Expired, label: 'Caducada' },
  ])('labels a request that did not happen ($label)', ({ Story, label }) => {
    render(<Story />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(label);
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels a status it does not know', () => {
    render(<UnknownStatus />);
    expect(card()).toHaveTextContent('Desconocido');
  });

  it('lays out the same content as a list row', () => {
    render(<Row />);
    expect(card()).toHaveTextContent('Cliente: Luis Gómez');
    expect(within(card()).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('waits while a change runs', () => {
    render(<Busy />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    expect(card().querySelector('.MuiLinearProgress-root')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
  });
});
