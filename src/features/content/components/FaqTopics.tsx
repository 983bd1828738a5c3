// only the Mantine styles it paints with: this stylesheet blocks the first paint
import '@mantine/core/styles/Accordion.css'
import { Accordion, Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { FaqTopic } from '../../../../contract/content'
import classes from './Content.module.css'

/** Each topic as a heading and an accordion of its questions; anchors let the topic chips jump there. */
export function FaqTopics({
  topics,
  headingLevel = 2,
}: {
  topics: readonly FaqTopic[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={`topic-${topic.id}`}
          className={classes.topic}
          aria-labelledby={`topic-${topic.id}-title`}
          data-testid="faq-topic"
        >
          <Heading id={`topic-${topic.id}-title`} className={classes.h2}>
            {topic.menu}
          </Heading>
          <Accordion variant="separated" radius="md" classNames={{ control: classes.accordionControl }}>
            {topic.questions.map((q, i) => (
              <Accordion.Item key={i} value={`${topic.id}-${i}`}>
                <Accordion.Control>{q.titleQuestion}</Accordion.Control>
                <Accordion.Panel>
                  <p className={classes.answer}>{q.answerQuestion}</p>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </>
  )
}

/** Chips that jump to each topic on the page. */
export function TopicNav({ topics, label }: { topics: readonly FaqTopic[]; label: string }) {
  return (
    <nav aria-label={label} className={classes.topicNav}>
      {topics.map((topic) => (
        <a key={topic.id} href={`#topic-${topic.id}`} className={classes.chip}>
          {topic.menu}
        </a>
      ))}
    </nav>
  )
}

/** Placeholders shaped like two topics of three questions. */
export function FaqSkeleton() {
  const { t } = useLingui()
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      <Skeleton height={44} width="70%" radius="xl" mb="md" />
      {Array.from({ length: 2 }, (_t, topic) => (
        <Stack key={topic} gap="sm" mb="lg">
          <Skeleton height={28} width="40%" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      ))}
    </Stack>
  )
}
