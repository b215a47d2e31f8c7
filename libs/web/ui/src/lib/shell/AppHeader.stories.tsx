import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who has not logged in: main navigation plus login and register. */
export const Guest: Story = {};

/** The current page is highlighted in the navigation. */
export const ActivePage: Story = { parameters: { route: '/about-us' } };

/** A logged-in user: favourites, 'Ofrecer Servicio' and the account menu. */
export const LoggedIn: Story = { args: { account: { name: 'María Gómez', onLogout: fn() } } };

/** On a phone the navigation moves into the side menu behind the menu button. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
