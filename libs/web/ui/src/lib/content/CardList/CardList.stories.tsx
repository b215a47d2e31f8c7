import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { phoneStory } from '../../../storybook/phone-story';
import { usageNotes } from '../../../storybook/usage-notes';
import { CardList } from './CardList';

const TRADES = ['Plomería', 'Electricidad', 'Jardinería', 'Pintura', 'Carpintería', 'Limpieza'];

const cards = (count: number) =>
  TRADES.slice(0, count).map((trade) => (
    <li key={trade}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="h3" variant="h6">
          {trade}
        </Typography>
        <Typography color="text.secondary">Servicios de {trade.toLowerCase()} en tu zona.</Typography>
      </Paper>
    </li>
  ));

const meta = {
  title: 'Content/CardList',
  component: CardList,
  args: { children: cards(6) },
  parameters: {
    docs: usageNotes({
      summary:
        'La grilla de toda lista de tarjetas: una columna en teléfonos, dos en tablets y tres (o las que se pidan) desde escritorio.',
      use: [
        'Para listas de tarjetas: /favorites, /my-services y la grilla de ServiceCardGrid.',
        'Con component="div" para los esqueletos mientras carga, que todavía no son una lista.',
      ],
      avoid: [
        'Para los servicios de un listado con su carga, vacío y error: usar ServiceCardGrid, que ya la usa.',
        'Para tarjetas de contenido de ancho fijo (categorías, pasos): una grilla propia con auto-fill.',
      ],
      accessibility: [
        'Es una lista (ul/li): el lector de pantalla anuncia cuántas tarjetas hay.',
        'Las columnas se achican sin desbordar: en 320 px no hay desplazamiento horizontal.',
      ],
    }),
  },
} satisfies Meta<typeof CardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seis tarjetas en tres columnas. */
export const Default: Story = {};

/** Cuatro por fila, como los destacados del inicio. */
export const FourColumns: Story = { args: { columns: 4, children: cards(4) } };

/** Mientras carga: marcadores en la misma grilla, que todavía no son una lista. */
export const Placeholders: Story = {
  args: {
    component: 'div',
    children: [1, 2, 3].map((placeholder) => (
      <Paper key={placeholder} variant="outlined" sx={{ height: 120, bgcolor: 'action.hover' }} />
    )),
  },
};

/** En un teléfono, una tarjeta por fila. */
export const Mobile: Story = { ...phoneStory, tags: ['phone', '!autodocs'] };
