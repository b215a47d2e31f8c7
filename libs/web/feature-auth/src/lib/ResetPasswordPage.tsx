import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useForm } from 'react-hook-form';
import { ERROR_CATALOGUE, IDENTITY_MESSAGES, PASSWORD_RULES, ROUTES } from '@changas/shared/contracts';
import { ApiError, useAppConfig, useResetPassword } from '@changas/web/data-access';
import {
  AuthCard,
  DemoHelper,
  FormBanner,
  FormTextField,
  PasswordField,
  setServerFieldErrors,
  usePageTitle,
} from '@changas/web/ui';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthResultView, type AuthResultViewProps } from './AuthResultView';
import { resetLinkProblem, resetPasswordErrorMessage, type ResetLinkProblem } from './auth-errors';
import { confirmPasswordRules, newPasswordRules } from './password-rules';
import { useRedirectAfter } from './redirect';
import { isExpiredSignedToken } from './reset-token';

interface ResetFormValues {
  password: string;
  confirmPassword: string;
}

type ResultView = ResetLinkProblem | 'done';

const REQUEST_NEW_LINK = { label: 'Solicitar nuevo enlace', to: ROUTES.forgotPassword };
const DONE_REDIRECT_MS = 3000;

const RESULT_VIEWS: Record<ResultView, Omit<AuthResultViewProps, 'children'>> = {
  used: {
    title: 'Enlace ya utilizado',
    message: ERROR_CATALOGUE['IDENTITY.RESET_TOKEN_USED'].message,
    icon: <LinkOffIcon />,
    actions: [{ label: 'Ir al login', to: ROUTES.login }, REQUEST_NEW_LINK],
  },
  expired: {
    title: 'Enlace expirado',
    message: ERROR_CATALOGUE['IDENTITY.RESET_TOKEN_EXPIRED'].message,
    icon: <HistoryToggleOffIcon />,
    actions: [REQUEST_NEW_LINK, { label: 'Volver al login', to: ROUTES.login }],
  },
  invalid: {
    title: 'Enlace inválido',
    message: ERROR_CATALOGUE['IDENTITY.RESET_TOKEN_INVALID'].message,
    icon: <LinkOffIcon />,
    actions: [REQUEST_NEW_LINK],
  },
  done: {
    title: 'Contraseña actualizada',
    message: IDENTITY_MESSAGES.passwordReset,
    icon: <TaskAltIcon />,
    actions: [{ label: 'Iniciar sesión', to: ROUTES.login }],
  },
};

/** Demo mode only: the start of the token and its length, to tell links apart while testing. */
function TokenDebug({ token, visible }: { token: string; visible: boolean }) {
  return (
    <DemoHelper visible={visible} label="Depuración del enlace">
      <Box component="code" sx={{ fontSize: '0.8125rem' }}>
        Token: {token.slice(0, 30)}
        {token.length > 30 && '…'} (longitud: {token.length})
      </Box>
    </DemoHelper>
  );
}

export function ResetPasswordPage() {
  usePageTitle('Restablecer contraseña');
  const token = (useParams().token ?? '').trim();
  const demoMode = useAppConfig().data?.demo_mode ?? false;
  const resetPassword = useResetPassword();
  const [view, setView] = useState<ResultView | null>(() =>
    isExpiredSignedToken(token, Date.now()) ? 'expired' : null,
  );
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState: { isSubmitting },
  } = useForm<ResetFormValues>({ defaultValues: { password: '', confirmPassword: '' } });
  useRedirectAfter(view === 'done' ? ROUTES.login : null, DONE_REDIRECT_MS);

  if (!token) return <Navigate to={ROUTES.login} replace />;

  if (view) {
    return (
      <AuthResultView {...RESULT_VIEWS[view]}>
        {view !== 'done' && <TokenDebug token={token} visible={demoMode} />}
      </AuthResultView>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword.mutateAsync({ token, new_password: password });
      setView('done');
    } catch (failure) {
      const problem = resetLinkProblem(failure);
      if (problem) {
        setView(problem);
        return;
      }
      if (failure instanceof ApiError) {
        setServerFieldErrors(setFieldError, failure.fieldErrors, { new_password: 'password' });
      }
      setError(resetPasswordErrorMessage(failure));
    }
  });

  return (
    <AuthCard
      title="Restablecer contraseña"
      subtitle="Elige una contraseña nueva para tu cuenta."
      footer={<AuthFooterLink label="Volver al inicio de sesión" to={ROUTES.login} />}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="password"
          rules={newPasswordRules}
          component={PasswordField}
          label="Nueva contraseña"
          autoComplete="new-password"
          helperText={PASSWORD_RULES.hint}
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          rules={confirmPasswordRules}
          component={PasswordField}
          label="Confirmar contraseña"
          autoComplete="new-password"
          required
          fullWidth
        />
        {error && <FormBanner severity="error" message={error} />}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Actualizando...' : 'Actualizar contraseña'}
        </Button>
      </Stack>
      <TokenDebug token={token} visible={demoMode} />
    </AuthCard>
  );
}
