import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion';
import { usageNotes } from '../../../storybook/usage-notes';

const ITEMS: FaqAccordionItem[] = [
  {
    category: 'General',
    question: '¿Qué es Changas?',
    answer:
      'Un marketplace argentino que conecta a personas que necesitan un servicio con profesionales de su zona.',
  },
  {
    category: 'Pagos',
    question: '¿Qué medios de pago aceptan?',
    answer: 'Tarjetas de crédito y débito, transferencias bancarias y billeteras digitales.',
  },
  {
    category: 'Usuarios',
    question: '¿Cómo califico un servicio?',
    answer: 'Cuando el servicio se completa, puedes calificarlo de 1 a 5 estrellas y dejar un comentario.',
  },
];

const meta = {
  title: 'Content/FaqAccordion',
  component: FaqAccordion,
  parameters: {
    docs: usageNotes({
      summary: 'Preguntas y respuestas donde se abre una respuesta por vez: abrir una cierra la anterior.',
      use: [
        'En /help (resultados de la búsqueda y preguntas por tema) y en /how-it-works (tres preguntas frecuentes).',
      ],
      avoid: [
        'Para contenido que todos tienen que leer (términos, pasos): mostrarlo abierto dentro de PageSection.',
        'Para saltar entre las secciones de una página larga: usar TableOfContents.',
      ],
      accessibility: [
        'Cada pregunta es un botón dentro de un encabezado (h3 por defecto), con aria-expanded y aria-controls hacia su respuesta.',
        'Sin preguntas muestra un texto en lugar de una lista vacía.',
      ],
    }),
  },
  args: { items: ITEMS },
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No controlado: el componente recuerda qué respuesta está abierta. */
export const Default: Story = {};

export const WithCategories: Story = { args: { showCategory: true } };

/** Controlado desde afuera, con la segunda respuesta abierta. */
export const Controlled: Story = { args: { expandedId: ITEMS[1].question } };

export const Empty: Story = { args: { items: [], emptyText: 'No se encontraron resultados' } };
