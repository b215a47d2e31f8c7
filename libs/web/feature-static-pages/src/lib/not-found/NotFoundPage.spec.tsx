import { screen } from '@testing-library/react';
import { expectSensibleHeadings, failOnConsoleProblems, renderPage } from '../testing/render-page';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  failOnConsoleProblems();

  it('says the page was not found, in Spanish, and offers a way out', () => {
    renderPage(<NotFoundPage />, { route: '/no-existe' });
    expect(document.title).toBe('Página no encontrada | Changas');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Página no encontrada$/);
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText(/No te preocupes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ir al Centro de ayuda' })).toHaveAttribute('href', '/help');
    expectSensibleHeadings();
  });
});
