import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** An account section's h1 and its one-line introduction. */
export function AccountHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <header style={{ marginBottom: 24 }}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </header>
  )
}
