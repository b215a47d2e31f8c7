import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PaymentsIcon from '@mui/icons-material/Payments';
import { ActionCard, type ActionCardProps } from './ActionCard';

/** Toggles its own selection so the story can be clicked. */
function ToggleActionCard(props: ActionCardProps) {
  const [selected, setSelected] = useState(props.selected ?? false);
  return <ActionCard {...props} selected={selected} onClick={() => setSelected((value) => !value)} />;
}

const meta = {
  title: 'Content/ActionCard',
  component: ActionCard,
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

/** A shortcut that navigates, as on the dashboard. */
export const AsLink: Story = {
  args: { to: '/services', title: 'Buscar servicios', description: 'Encuentra profesionales cerca tuyo.' },
  render: (args) => <ActionCard {...args} />,
};
