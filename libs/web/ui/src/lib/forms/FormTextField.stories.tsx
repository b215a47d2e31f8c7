import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { fn } from 'storybook/test';
import { FormTextField } from './FormTextField';
import { PasswordField } from './PasswordField';
import { ProvinceSelect } from './ProvinceSelect';
import { usageNotes } from '../../storybook/usage-notes';

interface DemoValues {
  email: string;
  password: string;
  province: string;
}

interface DemoFormProps {
  onSubmit: (values: DemoValues) => void;
  disabled?: boolean;
  defaultValues?: Partial<DemoValues>;
  /** Field errors as a refused submit leaves them (set once, without moving the focus). */
  errors?: Partial<Record<keyof DemoValues, string>>;
}

/** A small form wired with react-hook-form, as the screens use it. */
function DemoForm({ onSubmit, disabled = false, defaultValues, errors }: DemoFormProps) {
  const { control, handleSubmit, setValue, setError } = useForm<DemoValues>({
    defaultValues: { email: '', password: '', province: '', ...defaultValues },
  });
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {}))
      setError(name as keyof DemoValues, { type: 'server', message });
  }, [errors, setError]);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} sx={{ maxWidth: 400 }}>
      <FormTextField
        control={control}
        name="email"
        rules={{ required: 'El email es requerido' }}
        label="Email"
        type="email"
        autoComplete="email"
        required
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="password"
        rules={{ required: 'La contraseña es requerida' }}
        component={PasswordField}
        label="Contraseña"
        autoComplete="current-password"
        helperText="Debe tener 8-16 caracteres, una mayúscula y un número"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="province"
        rules={{ required: 'La provincia es obligatoria' }}
        component={ProvinceSelect}
        disabled={disabled}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => setValue('email', 'demo@changas.com.ar')}>
        Completar email
      </Button>
      <Button type="submit" variant="contained" disabled={disabled}>
        Enviar
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'Forms/FormTextField',
  component: DemoForm,
  // The docs page's props table is the field's: the form only wires it as the screens do.
  subcomponents: { FormTextField },
  parameters: {
    docs: usageNotes({
      summary:
        'Un campo de react-hook-form dibujado como campo de MUI: muestra el error de su regla en lugar de la pista, y el primer campo inválido toma el foco al enviar.',
      use: [
        'En todos los formularios: login, registro, recuperación de contraseña, perfil, asistente de publicación y los diálogos de reservar o rechazar una solicitud.',
        'Con component para otros campos con la misma forma: PasswordField o ProvinceSelect.',
      ],
      avoid: [
        'Fuera de un formulario de react-hook-form (un buscador suelto): usar SearchField.',
        'Para el error general del envío: usar FormBanner.',
      ],
      accessibility: [
        'El error (o la pista) describe al campo y el campo queda aria-invalid.',
        'Las etiquetas no llevan asterisco: se marcan los campos opcionales («Teléfono (opcional)») y el campo obligatorio sigue siendo required para la tecnología asistiva.',
        'El error conserva el color de error del tema también con el campo deshabilitado.',
      ],
    }),
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValues: { email: 'ana@example.com', password: 'Secreta123', province: 'Mendoza' } },
};

export const Disabled: Story = { args: { disabled: true, defaultValues: { email: 'ana@example.com' } } };

/** Después de un envío rechazado: cada campo muestra el mensaje de su regla en el color de error, en lugar de su pista. */
export const Error: Story = {
  args: {
    defaultValues: { email: 'ana.perez@' },
    errors: {
      email: 'El email no es válido',
      password: 'La contraseña es requerida',
      province: 'La provincia es obligatoria',
    },
  },
};
