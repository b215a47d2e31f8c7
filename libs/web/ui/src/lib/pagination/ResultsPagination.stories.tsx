import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { ResultsPagination } from './ResultsPagination';
import { phoneStory } from '../../storybook/phone-story';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Navigation/ResultsPagination',
  component: ResultsPagination,
  parameters: {
    docs: usageNotes({
      summary: '«Anterior», los números de página y «Siguiente», debajo de los resultados de /services.',
      use: [
        'En /services cuando hay más de 9 resultados, es decir, más de una página; con una sola página no dibuja nada.',
      ],
      avoid: [
        'Para avanzar por los pasos de un asistente: usar los botones del asistente (WizardStepper).',
        'Para listas cortas que entran en la pantalla (reseñas de un servicio, favoritos): mostrarlas completas.',
      ],
      accessibility: [
        'Es un landmark navigation llamado «Paginación»; la página actual tiene aria-current="page" y cada número se llama «Página n».',
        'Cada control mide al menos 44 px (WCAG 2.5.5); en el teléfono las flechas conservan los nombres «Anterior» y «Siguiente».',
      ],
    }),
  },
  args: { page: 1, count: 5, onChange: fn() },
} satisfies Meta<typeof ResultsPagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = { args: { page: 3 } };

export const LastPage: Story = { args: { page: 5 } };

export const ManyPages: Story = { args: { page: 10, count: 20 } };

/** En el teléfono: una sola línea de controles de 44 px, flechas para «Anterior» y «Siguiente», sin páginas vecinas. */
export const OnPhone: Story = { args: { page: 10, count: 20 }, ...phoneStory, tags: ['phone', '!autodocs'] };

/** 9 resultados o menos entran en una página: la paginación no dibuja nada, como pide la especificación. */
export const SinglePage: Story = {
  args: { page: 1, count: 1 },
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary">
          Con una sola página (9 resultados o menos) la paginación no se muestra: no se ve nada.
        </Typography>
        <Story />
      </>
    ),
  ],
};
