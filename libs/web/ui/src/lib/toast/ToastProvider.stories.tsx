import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ToastProvider, useToast, type Toast, type ToastType } from './ToastProvider';
import { usageNotes } from '../../storybook/usage-notes';

function ToastTrigger() {
  const { notify } = useToast();
  const examples: Record<ToastType, string> = {
    success: '¡Servicio creado exitosamente!',
    error: 'Error interno del servidor. Intenta más tarde.',
    warning: 'Tu sesión está por vencer.',
    info: 'Tienes una nueva solicitud.',
  };
  return (
    <Stack direction="row" spacing={1}>
      {(Object.keys(examples) as ToastType[]).map((type) => (
        <Button key={type} variant="outlined" onClick={() => notify({ type, message: examples[type] })}>
          Mostrar {type}
        </Button>
      ))}
    </Stack>
  );
}

const sticky = (toast: Omit<Toast, 'duration'>): Toast => ({ ...toast, duration: 0 });

const meta = {
  title: 'Feedback/ToastProvider',
  component: ToastProvider,
  args: { children: <ToastTrigger /> },
  parameters: {
    docs: usageNotes({
      summary:
        'Los avisos breves de Changas (toasts): éxito, error, advertencia e información, arriba a la derecha en escritorio y abajo en teléfonos. Se cierran solos a los 5 segundos.',
      use: [
        'Para confirmar una acción terminada ("Servicio actualizado exitosamente", "Reseña enviada exitosamente").',
        'Para un error de una acción que no pertenece a un campo (guardar, eliminar, cambiar estado).',
      ],
      avoid: [
        'Para errores de un campo: mostrarlos bajo el campo (FormTextField, DescriptionField).',
        'Para errores que impiden usar la pantalla: usar ErrorState con Reintentar.',
        'Para el resultado de un formulario de cuenta (registro, contraseña): usar FormBanner, que queda en la pantalla.',
      ],
      accessibility: [
        'Los errores se anuncian al momento (role alert); el resto, con cortesía (role status).',
        'Cada toast tiene un botón Cerrar; los cuatro colores llevan texto blanco con más de 4,5:1.',
        'No contienen acciones: un aviso que se va solo no puede ser la única forma de hacer algo.',
      ],
    }),
  },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons that raise each kind of toast; they close after 5 seconds. */
export const Playground: Story = {};

export const Success: Story = {
  args: {
    initialToasts: [
      sticky({ id: 1, type: 'success', title: '¡Listo!', message: 'Servicio actualizado exitosamente' }),
    ],
  },
};

export const Error: Story = {
  args: {
    initialToasts: [
      sticky({ id: 1, type: 'error', message: 'Error interno del servidor. Intenta más tarde.' }),
    ],
  },
};

export const Warning: Story = {
  args: { initialToasts: [sticky({ id: 1, type: 'warning', message: 'Revisa los datos del formulario.' })] },
};

export const Info: Story = {
  args: { initialToasts: [sticky({ id: 1, type: 'info', message: 'Tienes una nueva solicitud.' })] },
};

export const Stacked: Story = {
  args: {
    initialToasts: [
      sticky({ id: 1, type: 'success', message: 'Reseña enviada exitosamente' }),
      sticky({ id: 2, type: 'info', message: 'Tienes una nueva solicitud.' }),
    ],
  },
};
