import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  DEMO_CREDENTIALS,
  LOGIN_LOCKOUT,
  LOGIN_RULES,
  ROUTES,
  type LoginRequest,
} from '@changas/shared/contracts';
import { AuthCard } from '../lib/forms/AuthCard';
import { DemoHelper } from '../lib/forms/DemoHelper';
import { FormBanner } from '../lib/forms/FormBanner';
import { FormTextField } from '../lib/forms/FormTextField';
import { PasswordField } from '../lib/forms/PasswordField';
import { PageFrame } from './PageFrame';
import { LOGIN_TEXTS as TEXTS } from './page-texts';

function FooterLink({ prompt, label, to }: { prompt?: string; label: string; to: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}

export interface LoginPageProps {
  values?: LoginRequest;
  /** Messages under the fields after a submit with missing or malformed data. */
  fieldErrors?: Partial<Record<keyof LoginRequest, string>>;
  /** The server refused the login: the banner's message. */
  failure?: string;
  /** Failed attempts so far; 5 blocks the form for 10 minutes. */
  attempts?: number;
  submitting?: boolean;
  /** The demo-credential button shows only in demo mode. */
  demoMode?: boolean;
}

const toFieldErrors = (errors: LoginPageProps['fieldErrors'] = {}): FieldErrors<LoginRequest> =>
  Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }]),
  ) as FieldErrors<LoginRequest>;

/** /login composed from the ui library: AuthCard with the form, its outcome banner and the demo helper. */
export function LoginPage({
  values = { email: '', password: '' },
  fieldErrors,
  failure,
  attempts = 0,
  submitting = false,
  demoMode = true,
}: LoginPageProps) {
  const { control, handleSubmit, reset } = useForm<LoginRequest>({
    defaultValues: values,
    errors: toFieldErrors(fieldErrors),
  });
  const blocked = attempts >= LOGIN_LOCKOUT.maxAttempts;
  const busy = blocked || submitting;

  return (
    <PageFrame>
      <AuthCard
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
        footer={
          <>
            <FooterLink label={TEXTS.forgotPassword} to={ROUTES.forgotPassword} />
            <FooterLink prompt={TEXTS.noAccount} label={TEXTS.register} to={ROUTES.register} />
          </>
        }
      >
        <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => undefined)}>
          <FormTextField
            control={control}
            name="email"
            rules={LOGIN_RULES.email}
            label={TEXTS.email}
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
            label={TEXTS.password}
            autoComplete="current-password"
            required
            fullWidth
            disabled={blocked}
          />
          {blocked && (
            <FormBanner
              severity="error"
              title={TEXTS.blockedTitle}
              message={
                <>
                  {TEXTS.blockedNow}
                  <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
                    {TEXTS.remaining} <span role="timer">10:00</span>
                  </Box>
                </>
              }
            />
          )}
          {!blocked && failure && <FormBanner severity="error" title={TEXTS.failedTitle} message={failure} />}
          {attempts > 0 && (
            <Typography variant="body2" color="text.secondary" role="status">
              {TEXTS.attempts(attempts, LOGIN_LOCKOUT.maxAttempts)}
            </Typography>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {submitting ? TEXTS.submitting : TEXTS.submit}
          </Button>
        </Stack>
        <DemoHelper visible={demoMode}>
          <Button
            variant="outlined"
            size="small"
            disabled={blocked}
            onClick={() => reset({ ...DEMO_CREDENTIALS })}
          >
            {TEXTS.demo}
          </Button>
        </DemoHelper>
      </AuthCard>
    </PageFrame>
  );
}
