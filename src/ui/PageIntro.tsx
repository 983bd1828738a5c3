import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './PageIntro.module.css'

interface PageIntroProps {
  title: ReactNode
  intro?: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
}

/** A page's heading block: the one h1 of the page and its short introduction. */
export function PageIntro({ title, intro, eyebrow, children }: PageIntroProps) {
  return (
    <section className={`vp-container ${classes.root}`}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      {intro && <Text className={classes.intro}>{intro}</Text>}
      {children}
    </section>
  )
}
