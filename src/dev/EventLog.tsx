import { Badge, Code, Group, ScrollArea, Text } from '@mantine/core'
import { stateText, type LogEntry } from './flow-feed'
import classes from './FlowViewer.module.css'

const clock = (time: number) => new Date(time).toISOString().slice(11, 23)

function Entry({ entry }: { entry: LogEntry }) {
  const payload = Object.keys(entry.payload).length > 0 ? JSON.stringify(entry.payload, null, 2) : null
  return (
    <li className={classes.entry} data-event={entry.type} data-actor={entry.path}>
      <Group gap="xs" wrap="wrap">
        <Text span size="xs" c="dimmed" ff="monospace">
          {clock(entry.time)}
        </Text>
        <Badge variant="light" tt="none">
          {entry.path}
        </Badge>
        <Text span fw={700} ff="monospace">
          {entry.type}
        </Text>
        {entry.source && (
          <Text span size="sm" c="dimmed">
            from {entry.source}
          </Text>
        )}
        {entry.reached !== undefined && (
          <Text span size="sm">
            → {stateText(entry.reached)}
          </Text>
        )}
      </Group>
      {payload && (
        <Code block className={classes.payload}>
          {payload}
        </Code>
      )}
    </li>
  )
}

/** Newest first; the scroll area takes focus, so the arrow keys scroll it. */
export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <ScrollArea.Autosize
      mah="60vh"
      type="auto"
      viewportProps={{ tabIndex: 0, 'aria-label': 'Event log, newest first' }}
    >
      {entries.length === 0 ? (
        <Text c="dimmed">No events yet.</Text>
      ) : (
        <ol aria-label="Events" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {[...entries].reverse().map((entry) => (
            <Entry key={`${entry.tab}:${entry.seq}`} entry={entry} />
          ))}
        </ol>
      )}
    </ScrollArea.Autosize>
  )
}
