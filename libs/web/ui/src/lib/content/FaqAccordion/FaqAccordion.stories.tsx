import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion';

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
  args: { items: ITEMS },
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the component keeps which answer is open. */
export const Default: Story = {};

export const WithCategories: Story = { args: { showCategory: true } };

/** Controlled from outside with the second answer open. */
export const Controlled: Story = { args: { expandedId: ITEMS[1].question } };

export const Empty: Story = { args: { items: [], emptyText: 'No se encontraron resultados' } };
