import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField, type SearchFieldProps } from './SearchField';
import { usageNotes } from '../../../storybook/usage-notes';

/** Keeps the value in state so the story can be typed into. */
function StatefulSearchField(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return <SearchField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Content/SearchField',
  component: SearchField,
  parameters: {
    docs: usageNotes({
      summary: 'Un buscador con etiqueta, ícono de lupa y un botón para borrar (Escape también borra).',
      use: ['En /help, para buscar entre las preguntas frecuentes mientras se escribe.'],
      avoid: [
        'Para buscar servicios por texto, categoría y zona: usar HeroSearch o los filtros de /services.',
        'Dentro de un formulario de react-hook-form: usar FormTextField.',
      ],
      accessibility: [
        'La etiqueta visible es su nombre accesible; el botón de borrar se llama «Borrar búsqueda» y devuelve el foco al campo.',
        'La pista (por ejemplo, cuántas preguntas se encontraron) describe al campo.',
      ],
    }),
  },
  args: {
    label: 'Buscar en el centro de ayuda',
    placeholder: 'Ej.: pagos, comisión, contraseña',
    value: '',
    onChange: () => undefined,
  },
  render: (args) => <StatefulSearchField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { value: 'pago', helperText: '3 preguntas encontradas' } };

export const Disabled: Story = { args: { value: 'pago', disabled: true } };
