import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APP_NAME, usePageTitle } from '../../shared/page-title';

export interface AuthPageFrameProps {
  /** Document title: '{title} | Case Management'. */
  title: string;
  /** The page's h1 (the title when not given). */
  heading?: string;
  /** Focus target for state changes (the heading is focusable by script, not by Tab). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The frame of the public sign-in screens: one main landmark, the product name, a card with the h1. */
export function AuthPageFrame({ title, heading, headingRef, children }: AuthPageFrameProps) {
  usePageTitle(title);
  return (
    <Container component="main" id="main-content" maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Typography component="p" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
        {APP_NAME}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          component="h1"
          variant="h5"
          ref={headingRef}
          tabIndex={-1}
          sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {heading ?? title}
        </Typography>
        <Box>{children}</Box>
      </Paper>
    </Container>
  );
}
