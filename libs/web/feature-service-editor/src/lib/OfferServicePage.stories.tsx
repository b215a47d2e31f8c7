import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  CATEGORIES_ROUTE,
  ok,
  sampleUser,
  usageNotes,
  type PageStoryParameters,
  phoneStory,
} from '@changas/web/ui/storybook';
import { OfferServicePage } from './OfferServicePage';

/** A provider opening /offer-service; publishing answers as the API does and goes to /my-services. */
const PAGE: PageStoryParameters = {
  route: '/offer-service',
  session: sampleUser,
  api: {
    ...CATEGORIES_ROUTE,
    'POST /api/services': ok({ service: { id: 41 } }, '¡Servicio creado exitosamente!'),
  },
};

const meta = {
  title: 'Páginas/Publicar servicio',
  id: 'paginas-publicar-servicio',
  component: OfferServicePage,
  // Each story installs its own fetch: several on one docs page would share it.
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    ...PAGE,
    docs: usageNotes({
      summary:
        'El asistente /offer-service real (OfferServicePage de feature-service-editor) con la API simulada: WizardStepper sobre los campos de cada paso (Datos básicos, Zonas de cobertura, Disponibilidad) y los botones Anterior, Siguiente y Publicar servicio.',
      use: [
        'Para revisar un paso completo del asistente antes de cambiar FormTextField, DescriptionField, ImagePreview, ZonesEditor o AvailabilityEditor.',
        'Para ver dónde aparece cada mensaje de validación de las reglas compartidas al pulsar «Siguiente».',
        'Para recorrer los tres pasos con textos reales (título, descripción de 100 a 500 caracteres, varias zonas) en escritorio y en teléfono: la historia publica contra la API simulada.',
      ],
      avoid: [
        'Para el asistente de edición (/edit-service/{id}), que suma «Guardar» en los pasos 1 y 2, revisar EditServicePage.',
        'Para un formulario corto de un solo paso, usar los campos sueltos (FormTextField) sin WizardStepper.',
      ],
      accessibility: [
        'Títulos en orden: h1 «Ofrecer Servicio», h2 con el nombre del paso y h3 dentro de las zonas y de la semana.',
        'Los pasos anuncian «Paso n de 3»; al cambiar de paso el foco va a su título.',
        'Cada error queda junto a su campo y lo describe; tras «Siguiente» el foco va al primer campo con error.',
      ],
    }),
  },
} satisfies Meta<typeof OfferServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, 'Datos básicos', as the wizard opens. */
export const Default: Story = {};

/** 'Siguiente' with the fields empty: the shared rules' messages under each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Siguiente' }));
    await canvas.findByText('El título es requerido');
  },
};

/** Step 1 on a phone: one field per row and the buttons stacked. */
export const Mobile: Story = { ...phoneStory, tags: ['phone', '!autodocs'] };
