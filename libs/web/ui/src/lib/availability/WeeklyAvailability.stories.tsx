import type { Meta, StoryObj } from '@storybook/react-vite';
import { WeeklyAvailability } from './WeeklyAvailability';

const meta = {
  title: 'Catalog/WeeklyAvailability',
  component: WeeklyAvailability,
  args: {
    availability: {
      monday: ['09:00-13:00', '15:00-19:00'],
      tuesday: ['09:00-13:00'],
      wednesday: [],
      thursday: ['09:00-13:00', '15:00-19:00'],
      friday: ['08:00-12:00'],
      saturday: ['10:00-14:00'],
      sunday: [],
    },
  },
} satisfies Meta<typeof WeeklyAvailability>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Days the API left out count as not available. */
export const OnlySaturday: Story = { args: { availability: { saturday: ['10:00-18:00'] } } };

export const Empty: Story = { args: { availability: {} } };
