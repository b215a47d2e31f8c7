import Grid from '@mui/material/Grid';
import { ActionCard, PageSection } from '@changas/web/ui';
import { HELP_TOPICS } from './help-topics';

export interface HelpTopicsProps {
  selectedId: string | null;
  onToggle: (id: string) => void;
}

/** 'Explora por tema': the four topic cards; choosing one limits the questions to it. */
export function HelpTopics({ selectedId, onToggle }: HelpTopicsProps) {
  return (
    <PageSection
      title="Explora por tema"
      subtitle="Elige un tema para ver solo sus preguntas; vuelve a elegirlo para ver todas."
    >
      <Grid container spacing={2}>
        {HELP_TOPICS.map(({ id, title, description, icon: Icon }) => (
          <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
            <ActionCard
              title={title}
              description={description}
              icon={<Icon />}
              selected={selectedId === id}
              onClick={() => onToggle(id)}
            />
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
