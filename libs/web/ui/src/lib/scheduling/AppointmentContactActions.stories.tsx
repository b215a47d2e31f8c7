import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { fixtureAppointment } from './appointment.fixtures';
import { AppointmentContactActions } from './AppointmentContactActions';
import { usageNotes } from '../../storybook/usage-notes';

const accepted = fixtureAppointment({ status: 'accepted', counterpart_whatsapp: '5493414123456' });

const meta = {
  title: 'Scheduling/AppointmentContactActions',
  component: AppointmentContactActions,
  args: { appointment: accepted, perspective: 'sent', onAddToCalendar: fn() },
  decorators: [
    (Story) => (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, maxWidth: 340 }}>
        <Story />
      </Stack>
    ),
  ],
  parameters: {
    docs: usageNotes({
      summary:
        'Lo que ofrece un turno aceptado a sus dos partes: escribirle por WhatsApp a la otra persona con un mensaje ya armado, descargar la invitación para el calendario y crear el evento en Google Calendar.',
      use: ['En las acciones de AppointmentCard, solo cuando la solicitud está aceptada.'],
      avoid: [
        'Antes de la aceptación, ni después de un rechazo o una cancelación: no muestra nada.',
        'Para mostrar el teléfono de alguien: el número queda dentro del enlace de WhatsApp.',
      ],
      accessibility: [
        'WhatsApp y Google Calendar son enlaces que se abren en otra pestaña y lo anuncian a los lectores de pantalla.',
        'Sin celular de la otra persona, un texto dice por qué no hay WhatsApp en lugar de un botón deshabilitado.',
        'Los botones se acomodan en varias líneas en un teléfono de 320 px.',
      ],
    }),
  },
} satisfies Meta<typeof AppointmentContactActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client sees the provider's WhatsApp. */
export const WithWhatsApp: Story = {};

/** The provider sees the client's. */
export const Received: Story = { args: { perspective: 'received' } };

/** The other party has no mobile phone: the card says so. */
export const WithoutPhone: Story = {
  args: { appointment: fixtureAppointment({ status: 'accepted', counterpart_whatsapp: null }) },
};

/** The invite is downloading. */
export const AddingToCalendar: Story = { args: { addingToCalendar: true } };

/** Not accepted (pending here): nothing to offer. */
export const NotAccepted: Story = { args: { appointment: fixtureAppointment({ status: 'pending' }) } };
