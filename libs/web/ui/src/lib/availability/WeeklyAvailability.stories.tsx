import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeeklyAvailability } from './WeeklyAvailability';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Catalog/WeeklyAvailability',
  component: WeeklyAvailability,
  parameters: {
    docs: usageNotes({
      summary:
        'Tabla de solo lectura con la semana de un servicio, de lunes a domingo: los horarios de cada día o «No disponible».',
      use: [
        'En la pestaña de disponibilidad del detalle de un servicio (/service/{id}), para que quien contrata vea qué días y en qué horarios atiende el profesional.',
        'Cuando los horarios ya están guardados y solo hay que mostrarlos.',
      ],
      avoid: [
        'Para cargar o editar horarios en el asistente de publicación: usar AvailabilityEditor.',
        'Para elegir un turno concreto al reservar: usar MonthCalendar y TimeSlotGrid.',
      ],
      accessibility: [
        'Es una tabla con nombre propio («Disponibilidad semanal» por defecto, cambiable con label); cada día es un encabezado de fila, así el lector de pantalla anuncia el día antes de sus horarios.',
        'Los días sin horarios dicen «No disponible» en texto, no con un color ni con un guion.',
      ],
    }),
  },
  args: {
    availability: {
      monday: ['09:00-13:00', '15:00-19:00'],
      tuesday: ['09:00-13:00'],
      wednesday: [],
      thursday: ['09:00-13:00', '15:00-19:00'],
      friday: ['08:00-12:00'],
      saturday: ['10:00-14:00'],
      sunday: [],
    },
  },
} satisfies Meta<typeof WeeklyAvailability>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Los días que la API no manda cuentan como no disponibles. */
export const OnlySaturday: Story = { args: { availability: { saturday: ['10:00-18:00'] } } };

export const Empty: Story = { args: { availability: {} } };
