import { addons } from 'storybook/manager-api';
import { changasStorybookTheme } from './changas-storybook-theme';

addons.setConfig({ theme: changasStorybookTheme });
