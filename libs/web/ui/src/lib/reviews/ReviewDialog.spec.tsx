import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import * as stories from './ReviewDialog.stories';

const { Create, Edit, Invalid, Submitting, Error: Refused, Closed } = composeStories(stories);
const COMMENT = 'Excelente trabajo, muy recomendable.';

/** Picks a number of stars as a keyboard or screen-reader user does: choosing its radio. */
const pickStars = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('ReviewDialog', () => {
  // The stories share their callbacks.
  beforeEach(() => clearAllMocks());

  it('asks for stars and a comment with the messages of spec section 5', async () => {
    const user = userEvent.setup();
    render(<Create />);
    // Its code loads apart from the page's: the dialog shows once it is in.
    expect(await screen.findByRole('dialog', { name: /Calificar servicio/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));
    expect(screen.getByText('Por favor selecciona una calificación')).toBeInTheDocument();
    expect(screen.getByText('El comentario debe tener entre 20 y 500 caracteres')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), '  muy corto  ');
    expect(screen.getByText('El comentario debe tener al menos 20 caracteres')).toBeInTheDocument();
    expect(screen.getByText('13/500')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Comentario' }));
    await user.paste('x'.repeat(501));
    expect(screen.getByText('El comentario no puede superar 500 caracteres')).toBeInTheDocument();
    expect(Create.args.onSubmit).not.toHaveBeenCalled();
  });

  it('labels each number of stars and sends the trimmed review, then closes with the success toast', async () => {
    const user = userEvent.setup();
    render(<Create />);
    await screen.findByRole('dialog', { name: /Calificar servicio/ });
    for (const label of ['Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente']) {
      expect(screen.getByRole('radio', { name: new RegExp(label) })).toBeInTheDocument();
    }
    pickStars('4 estrellas: Bueno');
    expect(screen.getByText('Bueno')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), `  ${COMMENT}  `);
    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));

    expect(Create.args.onSubmit).toHaveBeenCalledWith({ rating: 4, comment: COMMENT });
    expect(await screen.findByText('Reseña enviada exitosamente')).toBeInTheDocument();
    expect(Create.args.onClose).toHaveBeenCalled();
  });

  it('edits an existing review with a notice and says so when saved', async () => {
    const user = userEvent.setup();
    render(<Edit />);
    expect(await screen.findByRole('dialog', { name: /Editar tu reseña/ })).toBeInTheDocument();
    expect(screen.getByText('Ya calificaste este servicio. Puedes editar tu reseña.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 estrellas: Bueno' })).toBeChecked();
    pickStars('5 estrellas: Excelente');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(Edit.args.onSubmit).toHaveBeenCalledWith({
      rating: 5,
      comment: 'Muy prolijo y puntual, volvería a contratarlo.',
    });
    expect(await screen.findByText('Reseña actualizada exitosamente')).toBeInTheDocument();
  });

  it("stays open and shows the server's reason under the screen's failure title", async () => {
    const user = userEvent.setup();
    render(<Refused />);
    await screen.findByRole('dialog', { name: /Calificar servicio/ });
    pickStars('5 estrellas: Excelente');
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), COMMENT);
    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));

    expect(await screen.findByText('Error al enviar la reseña')).toBeInTheDocument();
    expect(
      screen.getByText(/Debes tener un servicio completado antes de poder calificarlo/),
    ).toBeInTheDocument();
    expect(Refused.args.onClose).not.toHaveBeenCalled();
  });

  it("shows every rule's message under its field when sent incomplete", async () => {
    const { container } = render(<Invalid />);
    await Invalid.play?.({ canvasElement: container });
    expect(screen.getByText('Por favor selecciona una calificación')).toBeInTheDocument();
    expect(screen.getByText('El comentario debe tener al menos 20 caracteres')).toBeInTheDocument();
    expect(Invalid.args.onSubmit).not.toHaveBeenCalled();
  });

  it('waits while the review is sent: busy dialog, disabled fields and "Enviando..."', async () => {
    const { container } = render(<Submitting />);
    await Submitting.play?.({ canvasElement: container });
    expect(screen.getByRole('dialog', { name: /Calificar servicio/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Comentario' })).toBeDisabled();
    expect(Submitting.args.onSubmit).toHaveBeenCalledWith({
      rating: 5,
      comment: 'Dejó el jardín impecable y se llevó todas las ramas.',
    });
  });

  it('shows the refusal on the canvas of its story', async () => {
    const { container } = render(<Refused />);
    await Refused.play?.({ canvasElement: container });
    expect(await screen.findByText('Error al enviar la reseña')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Calificar servicio/ })).toBeInTheDocument();
  });

  it('says on the canvas that a closed dialog shows nothing', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/El diálogo está cerrado/)).toBeInTheDocument();
  });
});
