import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import {
  formPhoneRules,
  formTextRules,
  PHONE_RULES,
  IDENTITY_MESSAGES,
  PASSWORD_RULES,
  REGISTER_RULES,
  ROUTES,
} from '@changas/shared/contracts';
import { ApiError, useAppConfig, useRegister } from '@changas/web/data-access';
import {
  AuthCard,
  DemoHelper,
  FormBanner,
  FormTextField,
  PasswordField,
  ProvinceSelect,
  setServerFieldErrors,
  usePageTitle,
} from '@changas/web/ui';
import { AuthFooterLink } from './AuthFooterLink';
import { REGISTER_ERRORS, registerErrorMessage } from './auth-errors';
import { confirmPasswordRules, newPasswordRules } from './password-rules';
import { useRedirectAfter } from './redirect';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_SERVER_FIELDS,
  demoRegistration,
  toRegisterRequest,
  type RegisterFormValues,
} from './register-form';

/** Redirects after registering (spec section 9): straight in with a token, else to log in. */
const AFTER_REGISTER = {
  loggedIn: { to: ROUTES.dashboard, delayMs: 2000, message: IDENTITY_MESSAGES.registered },
  needsLogin: { to: ROUTES.login, delayMs: 3000, message: IDENTITY_MESSAGES.registeredNeedsLogin },
} as const;

type Outcome = { severity: 'success' | 'error'; message: string };

export function RegisterPage() {
  usePageTitle('Crear cuenta');
  const demoMode = useAppConfig().data?.demo_mode ?? false;
  const registerUser = useRegister();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [next, setNext] = useState<keyof typeof AFTER_REGISTER | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isSubmitting },
  } = useForm<RegisterFormValues>({ defaultValues: EMPTY_REGISTER_FORM });
  useRedirectAfter(next && AFTER_REGISTER[next].to, next ? AFTER_REGISTER[next].delayMs : 0);

  // Editing any field clears the banners; each field's own error clears when it is checked again.
  useEffect(() => {
    const subscription = watch(() => setOutcome(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { loggedIn } = await registerUser.mutateAsync(toRegisterRequest(values));
      const after = loggedIn ? 'loggedIn' : 'needsLogin';
      setOutcome({ severity: 'success', message: AFTER_REGISTER[after].message });
      setNext(after);
    } catch (error) {
      if (error instanceof ApiError) {
        setServerFieldErrors(setError, error.fieldErrors, REGISTER_SERVER_FIELDS);
      }
      setOutcome({ severity: 'error', message: registerErrorMessage(error) });
    }
  });

  const redirecting = next !== null;
  const field = { control, fullWidth: true } as const;
  return (
    <AuthCard
      width="wide"
      title="Crear cuenta"
      subtitle={<AuthFooterLink prompt="¿Ya tienes cuenta?" label="Inicia sesión aquí" to={ROUTES.login} />}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              {...field}
              name="name"
              rules={formTextRules(REGISTER_RULES.name)}
              label="Nombre completo"
              autoComplete="name"
              required
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              {...field}
              name="email"
              rules={REGISTER_RULES.email}
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...field}
              name="password"
              rules={newPasswordRules}
              component={PasswordField}
              label="Contraseña"
              autoComplete="new-password"
              helperText={PASSWORD_RULES.hint}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...field}
              name="confirmPassword"
              rules={confirmPasswordRules}
              component={PasswordField}
              label="Confirmar contraseña"
              autoComplete="new-password"
              required
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              {...field}
              name="phone"
              rules={formPhoneRules}
              label="Teléfono (opcional)"
              type="tel"
              autoComplete="tel"
              placeholder={PHONE_RULES.placeholder}
              helperText={PHONE_RULES.hint}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...field}
              name="province"
              rules={formTextRules(REGISTER_RULES.province)}
              component={ProvinceSelect}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...field}
              name="locality"
              rules={formTextRules(REGISTER_RULES.locality)}
              label="Localidad"
              autoComplete="address-level2"
              required
            />
          </Grid>
        </Grid>
        {outcome && (
          <FormBanner
            severity={outcome.severity}
            title={outcome.severity === 'success' ? '¡Registro exitoso!' : REGISTER_ERRORS.title}
            message={outcome.message}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || redirecting}>
          {isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </Stack>
      <DemoHelper visible={demoMode}>
        <Button
          variant="outlined"
          size="small"
          disabled={redirecting}
          onClick={() => reset(demoRegistration(Date.now()))}
        >
          Completar con datos de prueba
        </Button>
      </DemoHelper>
    </AuthCard>
  );
}
