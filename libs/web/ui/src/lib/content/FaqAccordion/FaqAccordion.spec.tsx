import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './FaqAccordion.stories';

const { Default, WithCategories, Controlled, Empty } = composeStories(stories);

const question = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('FaqAccordion', () => {
  it('starts closed, with each question as an h3', () => {
    render(<Default />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one answer open', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(question('Qué es Changas'));
    expect(question('Qué es Changas')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '¿Qué es Changas?' })).toBeVisible();

    await user.click(question('medios de pago'));
    expect(question('medios de pago')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Qué es Changas')).toHaveAttribute('aria-expanded', 'false');

    await user.click(question('medios de pago'));
    expect(question('medios de pago')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the categories', () => {
    render(<WithCategories />);
    expect(screen.getByText('Pagos')).toBeInTheDocument();
  });

  it('follows the controlled value', () => {
    render(<Controlled />);
    expect(question('medios de pago')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Qué es Changas')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty text when there are no items', () => {
    render(<Empty />);
    expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
