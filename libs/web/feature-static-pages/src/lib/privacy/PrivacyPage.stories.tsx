import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Pages/Static/PrivacyPage',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy-policy' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
