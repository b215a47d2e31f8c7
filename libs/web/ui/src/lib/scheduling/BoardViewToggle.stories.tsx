import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BoardViewToggle } from './BoardViewToggle';

const meta = {
  title: 'Scheduling/BoardViewToggle',
  component: BoardViewToggle,
  args: { value: 'kanban', onChange: fn() },
} satisfies Meta<typeof BoardViewToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kanban: Story = {};
export const List: Story = { args: { value: 'list' } };
export const Disabled: Story = { args: { disabled: true } };
