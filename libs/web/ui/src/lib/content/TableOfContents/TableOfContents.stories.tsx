import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';
import { usageNotes } from '../../../storybook/usage-notes';

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
  parameters: {
    docs: usageNotes({
      summary:
        'Una navegación dentro de la página: una lista numerada de enlaces a las secciones de un texto largo.',
      use: ['En los términos y condiciones y en la política de privacidad, antes del texto.'],
      avoid: [
        'Para ir a otras pantallas: usar el encabezado o el pie del sitio.',
        'Para preguntas y respuestas: usar FaqAccordion.',
      ],
      accessibility: [
        'Es un landmark navigation nombrado por su título («Contenido»); cada enlace lleva al id del encabezado de su sección.',
      ],
    }),
  },
  args: {
    items: [
      { id: 'introduccion', label: 'Introducción' },
      { id: 'definiciones', label: 'Definiciones' },
      { id: 'pagos-y-comisiones', label: 'Pagos y comisiones' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomTitle: Story = { args: { title: 'En esta página' } };
