import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AVAILABILITY_MESSAGES,
  DEFAULT_BOOKING_WINDOW_DAYS,
  DEFAULT_DURATION_MINUTES,
  SERVICE_RULES,
} from '@changas/shared/contracts';
import { emptyWeekSchedule } from '../lib/service-form/AvailabilityEditor';
import { usageNotes } from '../storybook/usage-notes';
import { VISITOR } from './page-fixtures';
import { PublishServicePage, type PublishFormValues } from './PublishServicePage';

const RULES = SERVICE_RULES.create;

/** What /offer-service starts with (spec section 5: price 0, 60-minute turns, a 30-day window). */
const EMPTY_FORM: PublishFormValues = {
  title: '',
  category: '',
  price: '0',
  description: '',
  imageUrl: '',
  zones: [],
  durationMinutes: DEFAULT_DURATION_MINUTES,
  bookingWindowDays: DEFAULT_BOOKING_WINDOW_DAYS,
  availability: emptyWeekSchedule(),
};

const FILLED_FORM: PublishFormValues = {
  ...EMPTY_FORM,
  title: 'Clases de guitarra para principiantes',
  category: 'Música',
  price: '7500',
  description:
    'Clases individuales de guitarra criolla y eléctrica para principiantes de todas las edades. Acordes, ritmos y primeras canciones desde la primera clase. Llevo material impreso y ejercicios para practicar en casa.',
  zones: [
    { province: 'Buenos Aires', locality: 'Mar del Plata' },
    { province: 'Buenos Aires', locality: 'Necochea', neighborhood: 'Centro' },
  ],
  availability: {
    ...emptyWeekSchedule(),
    monday: { enabled: true, timeSlots: [{ start: '09:00', end: '13:00' }] },
    wednesday: {
      enabled: true,
      timeSlots: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
    },
    saturday: { enabled: true, timeSlots: [{ start: '10:00', end: '12:00' }] },
  },
};

const meta = {
  title: 'Páginas/Publicar servicio',
  id: 'paginas-publicar-servicio',
  component: PublishServicePage,
  args: { values: EMPTY_FORM, userName: VISITOR.name },
  parameters: {
    layout: 'fullscreen',
    route: '/offer-service',
    docs: usageNotes({
      summary:
        'El asistente de /offer-service armado con los componentes de la biblioteca: WizardStepper sobre los campos de cada paso (Datos básicos, Zonas de cobertura, Disponibilidad) y los botones Anterior, Siguiente y Publicar servicio.',
      use: [
        'Para revisar un paso completo del asistente antes de cambiar FormTextField, DescriptionField, ImagePreview, ZonesEditor o AvailabilityEditor.',
        'Para diseñar cómo se ven los errores de validación del spec en cada paso y dónde aparece cada mensaje.',
        'Para probar el largo real de los textos (título, descripción de 100 a 500 caracteres, varias zonas) en escritorio y en teléfono.',
      ],
      avoid: [
        'No es un componente para importar en una pantalla: la pantalla real es OfferServicePage de feature-service-editor, que valida con las reglas compartidas y guarda en el servidor.',
        'Para el asistente de edición (/edit-service/{id}), que suma «Guardar» en los pasos 1 y 2 y horarios libres, revisar EditServicePage de feature-service-editor.',
      ],
      accessibility: [
        'Hitos: encabezado (banner), main con la sección del asistente nombrada por su h1 y pie (contentinfo); los pasos son una navegación con nombre que anuncia «Paso n de 3».',
        'Títulos en orden: h1 «Ofrecer Servicio», h2 con el nombre del paso y h3 dentro de las zonas y de la semana.',
        'Cada error queda junto a su campo y lo describe; el orden de tabulación sigue los campos del paso y termina en Anterior y Siguiente.',
      ],
    }),
  },
} satisfies Meta<typeof PublishServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, 'Datos básicos', as the wizard opens. */
export const Default: Story = {};

/** Step 1 completed, ready for 'Siguiente'. */
export const BasicInfoFilled: Story = { args: { values: FILLED_FORM } };

/** Step 2, 'Zonas de cobertura', with two zones added. */
export const CoverageZones: Story = { args: { values: FILLED_FORM, step: 1 } };

/** Step 3, 'Disponibilidad': turn length, booking window and three days with their hours. */
export const Availability: Story = { args: { values: FILLED_FORM, step: 2 } };

/** 'Publicar servicio' was pressed: 'Publicando...' and the buttons wait. */
export const Publishing: Story = { args: { values: FILLED_FORM, step: 2, publishing: true } };

/** Step 1 after 'Siguiente' with missing data: the spec's messages under each field. */
export const Error: Story = {
  args: {
    values: { ...EMPTY_FORM, description: 'Clases de guitarra para principiantes.' },
    errors: {
      fields: {
        title: RULES.title.required,
        category: RULES.category.required,
        price: RULES.price.min.message,
        description: RULES.description.minLength.message,
      },
    },
  },
};

/** Step 2 without any zone. */
export const ZonesError: Story = {
  args: { values: FILLED_FORM, step: 1, errors: { fields: { zones: RULES.zones.required } } },
};

/** Step 3 with a day switched on and no hours. */
export const AvailabilityError: Story = {
  args: {
    values: {
      ...FILLED_FORM,
      availability: { ...emptyWeekSchedule(), tuesday: { enabled: true, timeSlots: [] } },
    },
    step: 2,
    errors: { days: { tuesday: AVAILABILITY_MESSAGES.daySlotsRequired('tuesday') } },
  },
};

/** Step 1 on a phone: one field per row and the buttons stacked. */
export const Mobile: Story = {
  args: { values: FILLED_FORM },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
