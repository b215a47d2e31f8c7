import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A footer line of an auth card: an optional lead-in and a link, e.g. '¿No tienes cuenta? Regístrate'. */
export function AuthFooterLink({ prompt, label, to }: { prompt?: string; label: string; to: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {prompt && `${prompt} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
