import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSensibleHeadings, failOnConsoleProblems, renderPage } from '../testing/render-page';
import { HowItWorksPage } from './HowItWorksPage';

describe('HowItWorksPage', () => {
  failOnConsoleProblems();

  it('has a title, one h1 and sensible headings', () => {
    renderPage(<HowItWorksPage />, { route: '/how-it-works' });
    expect(document.title).toBe('Cómo funciona | Changas');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/cómo funciona/i);
    expectSensibleHeadings();
  });

  it('shows the four steps in order', () => {
    renderPage(<HowItWorksPage />);
    const steps = within(screen.getByRole('region', { name: 'Cuatro pasos para resolverlo' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Paso 1: Busca y compara',
      'Paso 2: Conecta y agenda',
      'Paso 3: Recibe el servicio',
      'Paso 4: Califica',
    ]);
    expect(screen.getByText(/de 1 a 5 estrellas y deja un comentario/)).toBeInTheDocument();
  });

  it('lists the benefits for both sides, with the 5% commission and the held payment', () => {
    renderPage(<HowItWorksPage />);
    const benefits = screen.getByRole('region', { name: 'Beneficios para todos' });
    expect(
      within(benefits).getByRole('heading', { level: 3, name: 'Para quienes contratan' }),
    ).toBeInTheDocument();
    expect(
      within(benefits).getByRole('heading', { level: 3, name: 'Para quienes ofrecen servicios' }),
    ).toBeInTheDocument();
    expect(benefits).toHaveTextContent(
      'comisión del 5% sobre el valor total de cada servicio completado con éxito',
    );
    expect(benefits).toHaveTextContent('queda retenido hasta que completas el servicio');
  });

  it('points the calls to action to /registro and /offer-service', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/registro');
    expect(screen.getByRole('link', { name: 'Ofrecer un servicio' })).toHaveAttribute(
      'href',
      '/offer-service',
    );
    expect(screen.getByRole('link', { name: 'Centro de ayuda' })).toHaveAttribute('href', '/help');
  });

  it('has three FAQs, one open at a time', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    const faqs = within(screen.getByRole('region', { name: 'Preguntas frecuentes' }));
    const [first, second] = faqs.getAllByRole('button', { expanded: false });
    expect(faqs.getAllByRole('button', { expanded: false })).toHaveLength(3);
    await user.click(first);
    await user.click(second);
    expect(faqs.getAllByRole('button', { expanded: true })).toEqual([second]);
  });

  it('opens the video dialog and closes it with the button and with Escape', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    const trigger = screen.getByRole('button', { name: 'Ver video explicativo' });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Video explicativo' });
    expect(dialog).toHaveAccessibleDescription(/estará disponible muy pronto/);
    // Honest: no player frame or play icon that does nothing, only the text and its one button.
    expect(dialog.querySelector('svg')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cerrar']);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
