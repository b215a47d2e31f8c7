import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';

export interface TeamMemberCardProps {
  name: string;
  role: string;
  bio: string;
  /** Public professional profile; opens in a new tab. */
  profileUrl?: string;
  /** Name of the network, used in the link text. */
  profileNetwork?: string;
  avatarSrc?: string;
  headingComponent?: 'h3' | 'h4';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** A person of the team: avatar, name, role, short bio and a link to a professional profile. */
export function TeamMemberCard({
  name,
  role,
  bio,
  profileUrl,
  profileNetwork = 'LinkedIn',
  avatarSrc,
  headingComponent = 'h3',
}: TeamMemberCardProps) {
  const linkText = `Ver perfil en ${profileNetwork}`;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 3,
        height: '100%',
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
      }}
    >
      <Avatar
        src={avatarSrc}
        alt=""
        sx={{
          width: 88,
          height: 88,
          mb: 2,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: '1.75rem',
          fontWeight: 700,
        }}
      >
        {initials(name)}
      </Avatar>
      <Typography component={headingComponent} variant="h4" sx={{ fontSize: '1.2rem' }}>
        {name}
      </Typography>
      <Typography sx={{ color: 'primary.dark', fontWeight: 600, mt: 0.5 }}>{role}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 2 }}>
        {bio}
      </Typography>
      {profileUrl && (
        <Link
          href={profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${linkText}: ${name} (se abre en una pestaña nueva)`}
          sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <LinkedInIcon aria-hidden fontSize="small" />
          {linkText}
        </Link>
      )}
    </Paper>
  );
}
