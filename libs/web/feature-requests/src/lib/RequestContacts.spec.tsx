import { screen, waitFor, within } from '@testing-library/react';
import { whatsAppMessage } from '@changas/web/ui';
import { failure, ok } from '@changas/web/ui/testing';
import { MyRequestsPage } from './MyRequestsPage';
import { ReceivedRequestsPage } from './ReceivedRequestsPage';
import {
  TOKEN,
  USER,
  appointment,
  appointmentsServer,
  logIn,
  renderRequestsPage,
} from './testing/requests-test-kit';

const MINE = 'GET /api/my-appointments?page=1&limit=50';
const RECEIVED = 'GET /api/received-appointments?page=1&limit=50';
const PROFILE = 'GET /api/user/profile';
const WHATSAPP = '5493414123456';

const ACCEPTED = appointment(3, {
  status: 'accepted',
  service: { id: 8, title: 'Clases de guitarra', image_url: null },
  counterpart_whatsapp: WHATSAPP,
});
const ACCEPTED_NO_PHONE = appointment(2, { status: 'accepted', counterpart_whatsapp: null });
const PENDING = appointment(4);
const withPhone = (phone: string) => ok({ user: { ...USER, phone } });

const card = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });
const whatsAppLink = (article: HTMLElement) =>
  within(article).queryByRole('link', { name: /^Contactar por WhatsApp/ });

beforeEach(logIn);

describe('the contacts of an accepted request', () => {
  it("link the provider's WhatsApp on /my-requests with the turno in the message, only once accepted", async () => {
    appointmentsServer(MINE, [PENDING, ACCEPTED], { [PROFILE]: withPhone('+5491123456789') });
    renderRequestsPage(<MyRequestsPage />, '/my-requests');

    const accepted = await screen.findByRole('article', { name: /^Clases de guitarra/ });
    const message = whatsAppMessage(ACCEPTED, 'sent');
    expect(message).toMatch(
      /^Hola Marta Giménez, te escribo por el turno de "Clases de guitarra" del \p{L}+ \d+ de \p{L}+, 10:00 h\.$/u,
    );
    expect(whatsAppLink(accepted)).toHaveAttribute(
      'href',
      `https://wa.me/${WHATSAPP}?text=${encodeURIComponent(message)}`,
    );
    expect(within(accepted).getByRole('link', { name: /^Google Calendar/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Clases/,
      ),
    );
    expect(whatsAppLink(card('Plomería general'))).not.toBeInTheDocument();
    expect(
      within(card('Plomería general')).queryByRole('button', { name: 'Agregar al calendario' }),
    ).toBeNull();
    // The user's own phone is a mobile: nothing to ask.
    expect(screen.queryByText(/Agregá un teléfono celular válido/)).not.toBeInTheDocument();
  });

  it('greet the client on /received-requests, and say so when the client has no mobile', async () => {
    appointmentsServer(RECEIVED, [ACCEPTED, ACCEPTED_NO_PHONE], { [PROFILE]: withPhone('+5491123456789') });
    renderRequestsPage(<ReceivedRequestsPage />, '/received-requests');

    const accepted = await screen.findByRole('article', { name: /^Clases de guitarra/ });
    expect(whatsAppLink(accepted)?.getAttribute('href')).toContain(encodeURIComponent('Hola Luis Gómez, '));
    const noPhone = card('Plomería general');
    expect(whatsAppLink(noPhone)).not.toBeInTheDocument();
    expect(noPhone).toHaveTextContent('Luis Gómez no tiene un celular cargado para WhatsApp.');
  });

  it('ask the user for a mobile, with a link to the profile, when their own phone has no WhatsApp', async () => {
    appointmentsServer(MINE, [ACCEPTED], { [PROFILE]: withPhone('+541145678901') });
    renderRequestsPage(<MyRequestsPage />, '/my-requests');

    const notice = await screen.findByText(
      /Agregá un teléfono celular válido para que te contacten por WhatsApp/,
    );
    expect(within(notice).getByRole('link', { name: 'Ir a Mi Perfil' })).toHaveAttribute('href', '/profile');
  });

  it('do not ask for a phone while no request is accepted', async () => {
    appointmentsServer(MINE, [PENDING], { [PROFILE]: withPhone('') });
    renderRequestsPage(<MyRequestsPage />, '/my-requests');

    await screen.findByRole('article', { name: /^Plomería general/ });
    expect(screen.queryByText(/Agregá un teléfono celular válido/)).not.toBeInTheDocument();
  });

  describe('Agregar al calendario', () => {
    const createObjectURL = jest.fn(() => 'blob:turno');
    const revokeObjectURL = jest.fn();
    let saved: HTMLAnchorElement[];

    beforeEach(() => {
      saved = [];
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the invite with the session token and saves it as turno-<id>.ics', async () => {
      const api = appointmentsServer(MINE, [ACCEPTED], {
        'GET /api/appointments/3/invite.ics': { status: 200, body: 'BEGIN:VCALENDAR' },
      });
      const user = renderRequestsPage(<MyRequestsPage />, '/my-requests');

      const accepted = await screen.findByRole('article', { name: /^Clases de guitarra/ });
      await user.click(within(accepted).getByRole('button', { name: 'Agregar al calendario' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].download).toBe('turno-3.ics');
      expect(saved[0].href).toBe('blob:turno');
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:turno');
      expect(api.callsTo('GET /api/appointments/3/invite.ics')[0].authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('tells when the invite cannot be downloaded', async () => {
      appointmentsServer(MINE, [ACCEPTED], {
        'GET /api/appointments/3/invite.ics': failure(
          404,
          'SCHEDULING.APPOINTMENT_NOT_FOUND',
          'Turno no encontrado',
        ),
      });
      const user = renderRequestsPage(<MyRequestsPage />, '/my-requests');

      const accepted = await screen.findByRole('article', { name: /^Clases de guitarra/ });
      await user.click(within(accepted).getByRole('button', { name: 'Agregar al calendario' }));

      expect(await screen.findByText('No se pudo descargar la invitación')).toBeInTheDocument();
      expect(screen.getByText('Turno no encontrado')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });
});
