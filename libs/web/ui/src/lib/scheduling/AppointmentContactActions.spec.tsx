import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureAppointment } from './appointment.fixtures';
import { googleCalendarHref, whatsAppHref } from './appointment-links';
import * as stories from './AppointmentContactActions.stories';

const { WithWhatsApp, Received, WithoutPhone, AddingToCalendar, NotAccepted } = composeStories(stories);

describe('AppointmentContactActions', () => {
  it("links the provider's WhatsApp with a message naming the service and the turno, in a new tab", () => {
    render(<WithWhatsApp />);

    const link = screen.getByRole('link', { name: /^Contactar por WhatsApp/ });
    const message =
      'Hola Ana Pérez, te escribo por el turno de "Plomería general" del lunes 9 de marzo, 10:00 h.';
    expect(link).toHaveAttribute('href', `https://wa.me/5493414123456?text=${encodeURIComponent(message)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Contactar por WhatsApp (se abre en una pestaña nueva)');
  });

  it('greets the client by name when the provider writes', () => {
    render(<Received />);

    expect(screen.getByRole('link', { name: /^Contactar por WhatsApp/ }).getAttribute('href')).toContain(
      encodeURIComponent('Hola Luis Gómez,'),
    );
  });

  it('says why there is no WhatsApp when the other party has no mobile', () => {
    render(<WithoutPhone />);

    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByText('Ana Pérez no tiene un celular cargado para WhatsApp.')).toBeInTheDocument();
  });

  it('downloads the invite from the keyboard, and waits while it downloads', async () => {
    render(<WithWhatsApp />);
    const user = userEvent.setup();

    act(() => screen.getByRole('button', { name: 'Agregar al calendario' }).focus());
    await user.keyboard('{Enter}');

    expect(WithWhatsApp.args.onAddToCalendar).toHaveBeenCalledTimes(1);
    render(<AddingToCalendar />);
    expect(screen.getByRole('button', { name: 'Descargando...' })).toBeDisabled();
  });

  it("opens a Google Calendar event from the turno's start to its end in UTC, in Argentina's zone", () => {
    render(<WithWhatsApp />);

    const href = screen.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Plomería general',
      // 10:00 in Argentina (UTC−3) until the view's ends_at.
      dates: '20260309T130000Z/20260309T140000Z',
      details: 'Turno de Changas con Ana Pérez.',
      location: 'Rosario, Santa Fe',
      ctz: 'America/Argentina/Buenos_Aires',
    });
  });

  it('offers nothing for a request that is not accepted', () => {
    render(<NotAccepted />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    for (const status of ['pending', 'rejected', 'cancelled', 'completed', 'expired'] as const) {
      const appointment = fixtureAppointment({ status, counterpart_whatsapp: '5493414123456' });
      // The API gives no number then; the links stay off even if one came.
      render(<NotAccepted appointment={appointment} />);
    }
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(whatsAppHref(fixtureAppointment(), 'sent')).toBeNull();
    expect(googleCalendarHref(fixtureAppointment(), 'received')).toContain('dates=20260309T130000Z');
  });
});
