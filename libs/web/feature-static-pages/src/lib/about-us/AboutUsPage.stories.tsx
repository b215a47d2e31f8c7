import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutUsPage } from './AboutUsPage';

const meta = {
  title: 'Pages/Static/AboutUsPage',
  component: AboutUsPage,
  parameters: { layout: 'fullscreen', route: '/about-us' },
} satisfies Meta<typeof AboutUsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
