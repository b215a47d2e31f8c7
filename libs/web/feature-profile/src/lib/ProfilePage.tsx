import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  formPhoneRules,
  formTextRules,
  IDENTITY_MESSAGES,
  PHONE_RULES,
  PROFILE_RULES,
  ROUTES,
  type UserView,
  whatsAppNumber,
} from '@changas/shared/contracts';
import { ApiError, useProfile, useSession, useUpdateProfile } from '@changas/web/data-access';
import {
  FormBanner,
  FormTextField,
  LocationSelects,
  PageLoader,
  setServerFieldErrors,
  usePageTitle,
} from '@changas/web/ui';
import {
  PROFILE_TEXTS,
  profileErrorMessage,
  toProfileFormValues,
  toUpdateProfileRequest,
  type ProfileFormValues,
} from './profile-form';
import { NotificationPreferences } from './NotificationPreferences';

const SUCCESS_VISIBLE_MS = 5000;
const SERVER_FIELDS = {
  name: 'name',
  email: 'email',
  province: 'province',
  locality: 'locality',
  phone: 'phone',
} as const satisfies Record<string, keyof ProfileFormValues>;

type Outcome = { severity: 'success' | 'error'; message: string };

function ProfileForm({ user }: { user: UserView }) {
  const updateProfile = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { isSubmitting, errors },
  } = useForm<ProfileFormValues>({
    // Follows the loaded (or saved) profile; what the user is editing is kept.
    values: toProfileFormValues(user),
    resetOptions: { keepDirtyValues: true },
  });
  const province = useWatch({ control, name: 'province' });
  const { field: locality } = useController({
    control,
    name: 'locality',
    rules: {
      validate: (value, values) =>
        !values.province || value.trim() !== '' || PROFILE_RULES.localityWithProvince,
    },
  });

  // The success message goes away by itself after 5 s (spec section 9).
  useEffect(() => {
    if (outcome?.severity !== 'success') return undefined;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { message } = await updateProfile.mutateAsync(toUpdateProfileRequest(values));
      setOutcome({ severity: 'success', message: message ?? IDENTITY_MESSAGES.profileUpdated });
    } catch (error) {
      if (error instanceof ApiError) setServerFieldErrors(setError, error.fieldErrors, SERVER_FIELDS);
      setOutcome({ severity: 'error', message: profileErrorMessage(error, PROFILE_TEXTS.updateError) });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="name"
        rules={formTextRules(PROFILE_RULES.name)}
        label="Nombre completo"
        autoComplete="name"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="email"
        rules={PROFILE_RULES.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <LocationSelects
        value={{ province, locality: locality.value }}
        localityRef={locality.ref}
        errors={{ province: errors.province?.message, locality: errors.locality?.message }}
        onChange={(next) => {
          setValue('province', next.province, { shouldDirty: true });
          setValue('locality', next.locality, { shouldDirty: true });
          clearErrors(next.province === province ? 'locality' : ['province', 'locality']);
        }}
      />
      <FormTextField
        control={control}
        name="phone"
        rules={formPhoneRules}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_RULES.placeholder}
        helperText={PHONE_RULES.hint}
        fullWidth
      />
      {!whatsAppNumber(user.phone) && (
        // A standing notice, not news: no live region.
        <Alert severity="info" role="note">
          {PHONE_RULES.mobileNeeded}
        </Alert>
      )}
      {outcome && <FormBanner severity={outcome.severity} message={outcome.message} />}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button component={RouterLink} to={ROUTES.dashboard} variant="outlined" size="large">
          Cancelar
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </Stack>
    </Stack>
  );
}

export function ProfilePage() {
  usePageTitle('Mi Perfil');
  const { user } = useSession();
  const profile = useProfile();
  // If the profile cannot be loaded, the user kept by the session stands in for it (spec section 4).
  const shown = profile.data ?? (profile.isError ? user : null);

  return (
    <Container
      component="section"
      aria-labelledby="profile-title"
      maxWidth="sm"
      sx={{ py: { xs: 3, sm: 6 } }}
    >
      <Typography
        id="profile-title"
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
      >
        Mi Perfil
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Mantén al día tus datos de contacto y tu ubicación.
      </Typography>
      {profile.isPending && <PageLoader label="Cargando perfil..." />}
      {profile.isError && (
        <FormBanner
          severity="warning"
          title={profileErrorMessage(profile.error, PROFILE_TEXTS.loadError)}
          message={PROFILE_TEXTS.fallbackNotice}
          sx={{ mb: 3 }}
        />
      )}
      {shown && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
            <ProfileForm user={shown} />
          </Paper>
          {shown.notifications && (
            <NotificationPreferences preferences={shown.notifications} disabled={!profile.data} />
          )}
        </>
      )}
    </Container>
  );
}
