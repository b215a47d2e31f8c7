import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './LeaderBadge.stories';

const { Default, Medium } = composeStories(stories);
const EXPLANATION = 'Servicio líder: calificación promedio de 4 estrellas o más con al menos 3 reseñas.';

describe('LeaderBadge', () => {
  it('is a short label described by the rule it stands for', () => {
    render(<Default />);
    expect(screen.getByText('Líder').closest('[tabindex="0"]')).toHaveAccessibleDescription(EXPLANATION);
  });

  it('explains itself in a tooltip reachable with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Medium />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EXPLANATION);
  });
});
