import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { fireEvent, fn, userEvent, within } from 'storybook/test';
import { ToastProvider } from '../toast/ToastProvider';
import { ReviewDialog } from './ReviewDialog';
import { usageNotes } from '../../storybook/usage-notes';

const meta = {
  title: 'Reputation/ReviewDialog',
  component: ReviewDialog,
  args: {
    open: true,
    serviceTitle: 'Jardinería y poda de árboles frutales',
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      ...usageNotes({
        summary:
          'El diálogo para calificar un servicio: de 1 a 5 estrellas con su etiqueta (Muy malo … Excelente) y un comentario de 20 a 500 caracteres. Abierto sobre una reseña existente, la edita y lo avisa.',
        use: [
          'Desde el botón Calificar de una solicitud completada en /my-requests.',
          'Desde la pestaña Reseñas del detalle del servicio, para escribir o editar la reseña propia.',
        ],
        avoid: [
          'Para confirmar acciones (eliminar la reseña): usar ConfirmDialog.',
          'Para mostrar reseñas: usar ReviewCard.',
        ],
        accessibility: [
          'Es un diálogo modal nombrado por su título; el foco queda adentro y Escape lo cierra salvo mientras envía.',
          'Las estrellas son radios con nombre ("4 estrellas: Bueno") y la etiqueta elegida se anuncia.',
          'Los errores quedan bajo su campo y como descripción; el resultado se avisa con un toast.',
        ],
      }),
      // The open dialog covers the page it is on: on the docs page each story keeps to its own frame.
      story: { inline: false, iframeHeight: 620 },
    },
  },
} satisfies Meta<typeof ReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first review: no stars, an empty comment. */
export const Create: Story = {};

/** The user already reviewed the service: the dialog edits that review and says so. */
export const Edit: Story = {
  args: { review: { rating: 4, comment: 'Muy prolijo y puntual, volvería a contratarlo.' } },
};

/** Picks five stars, writes a comment and sends, as a user does. */
const fillAndSend: Story['play'] = async ({ canvasElement }) => {
  // The dialog opens in a portal, outside the story's own element, once its code has loaded.
  const dialog = within(canvasElement.ownerDocument.body);
  fireEvent.click(await dialog.findByRole('radio', { name: '5 estrellas: Excelente' }));
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Comentario' }),
    'Dejó el jardín impecable y se llevó todas las ramas.',
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Enviar reseña' }));
};

/** Sent without stars and with a short comment: each rule's message under its field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Comentario' }), 'Muy bueno');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar reseña' }));
  },
};

/** Sending: the fields and buttons wait and the button says 'Enviando...'. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: fillAndSend,
};

/** The server refuses the review, e.g. without a completed appointment: the dialog stays open under the error toast. */
export const Error: Story = {
  args: {
    onSubmit: fn(async () => {
      // globalThis: in this module 'Error' names the story.
      throw new globalThis.Error(
        'Debes tener un servicio completado antes de poder calificarlo. El servicio debe estar en estado "Completado".',
      );
    }),
  },
  play: fillAndSend,
};

/** Closed: nothing shows until a Calificar button opens it. */
export const Closed: Story = {
  args: { open: false },
  decorators: [
    (Story) => (
      <>
        <Typography color="text.secondary">
          El diálogo está cerrado: no se ve nada hasta que se abre desde un botón Calificar.
        </Typography>
        <Story />
      </>
    ),
  ],
};
