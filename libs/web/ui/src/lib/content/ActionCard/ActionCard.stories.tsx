import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PaymentsIcon from '@mui/icons-material/Payments';
import { ActionCard, type ActionCardProps } from './ActionCard';
import { usageNotes } from '../../../storybook/usage-notes';

/** Toggles its own selection so the story can be clicked. */
function ToggleActionCard(props: ActionCardProps) {
  const [selected, setSelected] = useState(props.selected ?? false);
  return <ActionCard {...props} selected={selected} onClick={() => setSelected((value) => !value)} />;
}

const meta = {
  title: 'Content/ActionCard',
  component: ActionCard,
  parameters: {
    docs: usageNotes({
      summary:
        'Una tarjeta entera que funciona como un solo botón (un tema de ayuda que filtra las preguntas) o como un solo enlace (un acceso del panel).',
      use: [
        'En /help, los temas que filtran las preguntas frecuentes (botón con aria-pressed).',
        'En /dashboard, los accesos rápidos a buscar servicios, publicar uno o ver las solicitudes (enlace).',
      ],
      avoid: [
        'Para una acción dentro de un formulario: usar Button.',
        'Para contenido que no lleva a ningún lado: usar FeatureCard.',
      ],
      accessibility: [
        'Toda la tarjeta es un solo control: su nombre es el título más la descripción.',
        'Como filtro informa su estado con aria-pressed.',
        'Deshabilitada: texto y superficie atenuados, sin hover, fuera del orden de tabulación, sin clic y con aria-disabled.',
      ],
    }),
  },
  args: {
    icon: <PaymentsIcon />,
    title: 'Pagos y facturación',
    description: 'Medios de pago, comisión y cobros.',
    selected: false,
    onClick: () => undefined,
  },
  render: (args) => <ToggleActionCard {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { selected: true } };

export const Disabled: Story = { args: { disabled: true } };

/** Un acceso que navega, como en /dashboard. */
export const AsLink: Story = {
  args: { to: '/services', title: 'Buscar servicios', description: 'Encuentra profesionales cerca tuyo.' },
  render: (args) => <ActionCard {...args} />,
};
