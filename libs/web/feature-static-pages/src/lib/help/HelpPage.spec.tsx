import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT } from '@changas/shared/contracts';
import { failOnConsoleProblems, renderPage } from '../testing/render-page';
import { HelpPage } from './HelpPage';

const faqRegion = () => screen.getByRole('region', { name: 'Preguntas frecuentes' });
/** The accordion's question buttons, open or closed. */
const questionButtons = () =>
  within(faqRegion())
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
const searchBox = () => screen.getByRole('textbox', { name: 'Buscar en el centro de ayuda' });

function setup() {
  const user = userEvent.setup();
  renderPage(<HelpPage />, { route: '/help' });
  return user;
}

describe('HelpPage', () => {
  failOnConsoleProblems();

  it('names the page and lists the 12 questions closed', () => {
    setup();
    expect(document.title).toBe('Centro de ayuda | Changas');
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeInTheDocument();
    expect(within(faqRegion()).getAllByRole('button', { expanded: false })).toHaveLength(12);
    expect(screen.getByRole('search')).toContainElement(searchBox());
  });

  it('filters by "pago" and restores the 12 questions when cleared', async () => {
    const user = setup();
    await user.type(searchBox(), 'pago');
    const shown = questionButtons().map((button) => button.textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(12);
    expect(shown).toEqual(expect.arrayContaining([expect.stringContaining('¿Qué medios de pago aceptan?')]));
    expect(shown.join(' ')).not.toContain('¿Cómo creo una cuenta?');
    expect(screen.getByRole('status')).toHaveTextContent(`${shown.length} preguntas encontradas`);

    await user.clear(searchBox());
    await user.type(searchBox(), 'PAGÓ');
    expect(questionButtons()).toHaveLength(shown.length);

    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(questionButtons()).toHaveLength(12);
  });

  it('answers a typed search right under the search box, before the topic cards', async () => {
    const user = setup();
    const topics = () => screen.getByRole('region', { name: 'Explora por tema' });
    const comesBefore = (first: HTMLElement, second: HTMLElement) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(comesBefore(topics(), faqRegion())).toBe(true);
    const status = screen.getByRole('status');

    await user.type(searchBox(), 'comisión');
    expect(comesBefore(faqRegion(), topics())).toBe(true);
    expect(screen.getByRole('search').compareDocumentPosition(faqRegion())).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The same live region, moved: it keeps announcing the count.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/preguntas? encontradas?/);

    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(comesBefore(topics(), faqRegion())).toBe(true);
  });

  it('finds by answer and by category, ignoring accents', async () => {
    const user = setup();
    await user.type(searchBox(), 'billeteras');
    expect(questionButtons()).toHaveLength(1);
    await user.clear(searchBox());
    await user.type(searchBox(), 'cuenta contrasena');
    expect(questionButtons()).toHaveLength(0);
    await user.clear(searchBox());
    await user.type(searchBox(), 'CONTRASEÑA cuenta');
    expect(questionButtons().length).toBeGreaterThan(0);
  });

  it('shows the empty state for nonsense and clears the search from it', async () => {
    const user = setup();
    await user.type(searchBox(), 'xyzzy inexistente');
    expect(screen.getByText('No se encontraron resultados')).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(searchBox()).toHaveValue('');
    expect(questionButtons()).toHaveLength(12);
    expect(screen.queryByText('No se encontraron resultados')).not.toBeInTheDocument();
  });

  it('keeps only one answer open', async () => {
    const user = setup();
    const first = screen.getByRole('button', { name: /¿Qué es Changas\?/ });
    const second = screen.getByRole('button', { name: /¿Qué medios de pago aceptan\?/ });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: /¿Qué es Changas\?/ })).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(faqRegion()).getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('filters by a topic card and toggles it off', async () => {
    const user = setup();
    const payments = screen.getByRole('button', { name: /Pagos y facturación/ });
    await user.click(payments);
    expect(payments).toHaveAttribute('aria-pressed', 'true');
    const shown = questionButtons();
    expect(shown).toHaveLength(3);
    for (const button of shown) expect(button).toHaveTextContent('Pagos');
    expect(screen.getByRole('status')).toHaveTextContent('3 preguntas encontradas en «Pagos y facturación»');

    await user.click(payments);
    expect(payments).toHaveAttribute('aria-pressed', 'false');
    expect(questionButtons()).toHaveLength(12);
  });

  it('combines a topic with the search and clears both', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /Primeros pasos/ }));
    expect(questionButtons()).toHaveLength(5);
    await user.type(searchBox(), 'estrellas');
    expect(questionButtons()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Ver todas las preguntas' }));
    expect(questionButtons()).toHaveLength(12);
    expect(screen.getByRole('button', { name: /Primeros pasos/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers chat, email and phone support', async () => {
    const user = setup();
    const support = screen.getByRole('region', { name: '¿Necesitas más ayuda?' });
    expect(within(support).getByRole('link', { name: CONTACT.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.supportEmail}`,
    );
    expect(within(support).getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+541155550100',
    );
    expect(within(support).getByText('Respondemos en menos de 24 horas.')).toBeInTheDocument();

    await user.click(within(support).getByRole('button', { name: 'Iniciar chat' }));
    const message = within(support).getByText(/El chat en vivo abre de lunes a viernes de 9:00 a 18:00/);
    expect(message).toBeVisible();
    await user.click(within(support).getByRole('button', { name: 'Cerrar' }));
    expect(within(support).queryByText(/El chat en vivo abre/)).not.toBeInTheDocument();
  });
});
