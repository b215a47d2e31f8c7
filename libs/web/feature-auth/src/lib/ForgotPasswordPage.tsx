import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { useForm } from 'react-hook-form';
import {
  DEMO_CREDENTIALS,
  FORGOT_PASSWORD_RULES,
  IDENTITY_MESSAGES,
  ROUTES,
  type ForgotPasswordRequest,
} from '@changas/shared/contracts';
import { ApiError, useAppConfig, useForgotPassword } from '@changas/web/data-access';
import {
  AuthCard,
  DemoHelper,
  FormBanner,
  FormTextField,
  setServerFieldErrors,
  usePageTitle,
} from '@changas/web/ui';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthResultView } from './AuthResultView';
import { forgotPasswordErrorMessage } from './auth-errors';

const BACK_TO_LOGIN = 'Volver al inicio de sesión';

export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const demoMode = useAppConfig().data?.demo_mode ?? false;
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    setError: setFieldError,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordRequest>({ defaultValues: { email: '' } });

  if (sent) {
    return (
      <AuthResultView
        title="Revisa tu correo electrónico"
        message={IDENTITY_MESSAGES.forgotPasswordSent}
        icon={<MarkEmailReadOutlinedIcon />}
        actions={[{ label: BACK_TO_LOGIN, to: ROUTES.login }]}
      />
    );
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgotPassword.mutateAsync({ email: email.trim().toLowerCase() });
      setSent(true);
    } catch (failure) {
      const onField =
        failure instanceof ApiError &&
        setServerFieldErrors(setFieldError, failure.fieldErrors, { email: 'email' }).length > 0;
      if (!onField) setError(forgotPasswordErrorMessage(failure));
    }
  });

  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      subtitle="Ingresa tu correo electrónico y te enviaremos un enlace para restablecer tu contraseña."
      footer={<AuthFooterLink label={BACK_TO_LOGIN} to={ROUTES.login} />}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="email"
          rules={FORGOT_PASSWORD_RULES.email}
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        {error && <FormBanner severity="error" message={error} />}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar enlace de recuperación'}
        </Button>
      </Stack>
      <DemoHelper visible={demoMode}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setValue('email', DEMO_CREDENTIALS.email, { shouldValidate: true })}
        >
          Usar email de demostración
        </Button>
      </DemoHelper>
    </AuthCard>
  );
}
