import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { DEMO_CREDENTIALS, LOGIN_RULES, ROUTES, type LoginRequest } from '@changas/shared/contracts';
import { isUsableToken, useAppConfig, useLogin, useSession } from '@changas/web/data-access';
import {
  AuthCard,
  DemoHelper,
  FormBanner,
  FormTextField,
  PasswordField,
  usePageTitle,
} from '@changas/web/ui';
import { AuthFooterLink } from './AuthFooterLink';
import { LOGIN_ERRORS, isRejectedLogin, loginErrorMessage } from './auth-errors';
import { LOCKOUT_MESSAGES, useLoginLockout } from './login-lockout';
import { afterLoginPath } from './redirect';

export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const demoMode = useAppConfig().data?.demo_mode ?? false;
  const login = useLogin();
  const lockout = useLoginLockout();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<LoginRequest>({ defaultValues: { email: '', password: '' } });

  if (isAuthenticated) return <Navigate to={afterLoginPath(location.state)} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      const { token } = await login.mutateAsync({ email: email.trim().toLowerCase(), password });
      lockout.succeed();
      if (!isUsableToken(token)) setError(LOGIN_ERRORS.noSession);
    } catch (failure) {
      if (isRejectedLogin(failure) && lockout.fail()) return;
      setError(loginErrorMessage(failure));
    }
  });

  const { blocked } = lockout;
  return (
    <AuthCard
      title="Iniciar sesión"
      subtitle="Ingresa a tu cuenta para gestionar tus servicios y turnos."
      footer={
        <>
          <AuthFooterLink label="¿Olvidaste tu contraseña?" to={ROUTES.forgotPassword} />
          <AuthFooterLink prompt="¿No tienes cuenta?" label="Regístrate" to={ROUTES.register} />
        </>
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="email"
          rules={LOGIN_RULES.email}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          disabled={blocked}
        />
        <FormTextField
          control={control}
          name="password"
          rules={LOGIN_RULES.password}
          component={PasswordField}
          label="Contraseña"
          autoComplete="current-password"
          required
          fullWidth
          disabled={blocked}
        />
        {blocked ? (
          <FormBanner
            severity="error"
            title={LOCKOUT_MESSAGES.title}
            message={
              <>
                {lockout.message}
                <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
                  Tiempo restante: <span role="timer">{lockout.remaining}</span>
                </Box>
              </>
            }
          />
        ) : (
          error && <FormBanner severity="error" title={LOGIN_ERRORS.title} message={error} />
        )}
        {lockout.attempts > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            Intentos: {lockout.attempts}/{lockout.maxAttempts}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={blocked || isSubmitting}>
          {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </Stack>
      <DemoHelper visible={demoMode}>
        <Button
          variant="outlined"
          size="small"
          disabled={blocked}
          onClick={() => reset({ ...DEMO_CREDENTIALS })}
        >
          Usar credenciales de demostración
        </Button>
      </DemoHelper>
    </AuthCard>
  );
}
