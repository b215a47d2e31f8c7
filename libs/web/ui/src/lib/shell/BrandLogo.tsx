import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HandymanIcon from '@mui/icons-material/Handyman';
import { ROUTES } from '@changas/shared/contracts';

export function BrandLogo({ inverted = false, onClick }: { inverted?: boolean; onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to={ROUTES.home}
      aria-label="Changas, ir al inicio"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? 'common.white' : 'primary.main',
      }}
    >
      <HandymanIcon aria-hidden />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.35rem', letterSpacing: '-0.02em' }}>
        Changas
      </Typography>
    </Box>
  );
}
