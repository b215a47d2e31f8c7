import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { fn } from 'storybook/test';
import { FormTextField } from './FormTextField';
import { PasswordField } from './PasswordField';
import { ProvinceSelect } from './ProvinceSelect';

interface DemoValues {
  email: string;
  password: string;
  province: string;
}

interface DemoFormProps {
  onSubmit: (values: DemoValues) => void;
  disabled?: boolean;
  defaultValues?: Partial<DemoValues>;
}

/** A small form wired with react-hook-form, as the screens use it. */
function DemoForm({ onSubmit, disabled = false, defaultValues }: DemoFormProps) {
  const { control, handleSubmit, setValue } = useForm<DemoValues>({
    defaultValues: { email: '', password: '', province: '', ...defaultValues },
  });
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
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValues: { email: 'ana@example.com', password: 'Secreta123', province: 'Mendoza' } },
};

export const Disabled: Story = { args: { disabled: true, defaultValues: { email: 'ana@example.com' } } };
