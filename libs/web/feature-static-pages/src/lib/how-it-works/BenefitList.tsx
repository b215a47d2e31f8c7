import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

/** A titled column of benefits with check marks. */
export function BenefitList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
      <Typography variant="h3" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
        {title}
      </Typography>
      <List>
        {items.map((item) => (
          <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.25, color: 'success.main' }}>
              <CheckCircleIcon aria-hidden fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item} sx={{ my: 0 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
