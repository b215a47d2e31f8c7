import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import * as stories from './RetryAlert.stories';

const { Default } = composeStories(stories);

describe('RetryAlert', () => {
  beforeEach(() => clearAllMocks());

  it('announces what failed and retries from its button', async () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los horarios');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(Default.args.onRetry).toHaveBeenCalledTimes(1);
  });
});
