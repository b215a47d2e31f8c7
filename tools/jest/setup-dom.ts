import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../storybook/.storybook/preview';

// Portable stories render with the same theme and router decorators as Storybook itself.
setProjectAnnotations(preview);
