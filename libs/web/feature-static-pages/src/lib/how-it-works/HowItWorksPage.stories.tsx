import type { Meta, StoryObj } from '@storybook/react-vite';
import { HowItWorksPage } from './HowItWorksPage';

const meta = {
  title: 'Pages/Static/HowItWorksPage',
  component: HowItWorksPage,
  parameters: { layout: 'fullscreen', route: '/how-it-works' },
} satisfies Meta<typeof HowItWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
