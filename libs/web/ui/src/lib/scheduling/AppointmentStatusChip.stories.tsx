import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppointmentStatusChip } from './AppointmentStatusChip';

const meta = {
  title: 'Scheduling/AppointmentStatusChip',
  component: AppointmentStatusChip,
  args: { status: 'pending' },
} satisfies Meta<typeof AppointmentStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Accepted: Story = { args: { status: 'accepted' } };
export const Rejected: Story = { args: { status: 'rejected' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Expired: Story = { args: { status: 'expired' } };
/** A status this screen does not know yet. */
export const Unknown: Story = { args: { status: 'on_hold' } };
