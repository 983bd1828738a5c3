/**
 * /__dev/flows in `npm run dev`: the app's running actors (from any tab of this origin), the
 * selected one's chart with its current state marked, the event log with payloads, and, on demand,
 * the path coverage of one generated path (./PathCoverage). English only and outside the app's
 * Lingui tree: a developer tool that never ships (src/main.tsx).
 */
import { useMemo, useState } from 'react'
import {
  Badge,
  Button,
  Code,
  Container,
  Grid,
  Group,
  NavLink,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { activeChartIds, chartText, flowOf } from './charts'
import { EventLog } from './EventLog'
import { FlowChart } from './FlowChart'
import { PathCoverage } from './PathCoverage'
import { runningActors, stateText, type ActorView } from './flow-feed'
import { FLOW_CHANNEL } from './flow-records'
import { useFlowFeed } from './use-flow-feed'

function ActorList({
  actors,
  selected,
  onSelect,
}: {
  actors: readonly ActorView[]
  selected: string | undefined
  onSelect: (key: string) => void
}) {
  const tabs = new Set(actors.map((actor) => actor.tab))
  return (
    <nav aria-label="Running actors">
      {actors.length === 0 && (
        <Text c="dimmed">No actors yet. Open the app in another tab of this dev server and use it.</Text>
      )}
      {actors.map((actor) => (
        <NavLink
          key={actor.key}
          component="button"
          type="button"
          active={actor.key === selected}
          aria-current={actor.key === selected ? 'true' : undefined}
          onClick={() => onSelect(actor.key)}
          pl={`calc(${actor.path.split('.').length - 1} * var(--mantine-spacing-md) + var(--mantine-spacing-xs))`}
          label={actor.path}
          data-actor={actor.path}
          description={[
            actor.machineId ?? 'actor',
            actor.snapshot ? stateText(actor.snapshot.value) : 'starting',
            tabs.size > 1 ? `tab ${actor.tab} ${actor.page}` : actor.page,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </nav>
  )
}

function ActorChart({ actor, notes }: { actor: ActorView; notes: boolean }) {
  const flow = flowOf(actor.machineId)
  const value = actor.snapshot?.value ?? null
  const text = useMemo(() => (flow ? chartText(flow, notes) : ''), [flow, notes])
  const activeIds = useMemo(() => (flow ? activeChartIds(flow, value) : []), [flow, value])
  if (!flow)
    return (
      <Text>
        {actor.path} runs {actor.machineId ? `machine ${actor.machineId}, not in the registry` : 'no machine'}
        {actor.snapshot ? ` (${actor.snapshot.status})` : ''}: no chart.
      </Text>
    )
  const state = stateText(value)
  return (
    <Stack gap="xs">
      <Text>
        <strong>{flow.title}</strong> ({flow.source}). Current state:{' '}
        <Code data-testid="current-state">{state}</Code>
        {actor.snapshot && actor.snapshot.tags.length > 0 && <> · tags {actor.snapshot.tags.join(', ')}</>}
      </Text>
      <FlowChart text={text} activeIds={activeIds} label={`Chart of ${actor.path}, current state ${state}`} />
    </Stack>
  )
}

/** `docked`: inside the app's tab (./flow-dock), under the drawer's own title. */
export function FlowViewer({ docked = false }: { docked?: boolean }) {
  const { feed, clearLog } = useFlowFeed()
  const [selectedKey, setSelectedKey] = useState<string>()
  const [notes, setNotes] = useState(false)
  const [onlySelected, setOnlySelected] = useState(false)
  // generating a machine's paths takes a moment (the app's, seconds): only when asked
  const [showPaths, setShowPaths] = useState(false)
  const actors = runningActors(feed)
  const selected =
    actors.find((actor) => actor.key === selectedKey) ??
    actors.find((actor) => flowOf(actor.machineId)) ??
    actors[0]
  const entries = onlySelected && selected ? feed.log.filter((entry) => entry.key === selected.key) : feed.log

  return (
    <Container fluid py="md">
      <Stack gap="md">
        <header>
          {!docked && <Title order={1}>Flow viewer</Title>}
          <Text c="dimmed" size="sm">
            Dev only. Follows every tab of this dev server, this one included, through XState inspection
            records on the BroadcastChannel <Code>{FLOW_CHANNEL}</Code>; works offline. Secrets in payloads
            are masked.
          </Text>
        </header>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Title order={2} size="h4" mb="xs">
              Running actors <Badge variant="light">{actors.length}</Badge>
            </Title>
            <ActorList actors={actors} selected={selected?.key} onSelect={setSelectedKey} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {selected ? `Chart: ${selected.path}` : 'Chart'}
              </Title>
              <Switch
                label="State descriptions"
                checked={notes}
                onChange={(event) => setNotes(event.currentTarget.checked)}
              />
            </Group>
            {selected ? (
              <ActorChart actor={selected} notes={notes} />
            ) : (
              <Text c="dimmed">Nothing to draw yet.</Text>
            )}
          </Grid.Col>
        </Grid>
        <section aria-labelledby="event-log-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="event-log-title">
              Event log <Badge variant="light">{entries.length}</Badge>
            </Title>
            <Group>
              <Switch
                label="Selected actor only"
                checked={onlySelected}
                onChange={(event) => setOnlySelected(event.currentTarget.checked)}
              />
              <Button variant="default" size="xs" onClick={clearLog}>
                Clear log
              </Button>
            </Group>
          </Group>
          <EventLog entries={entries} />
        </section>
        <section aria-labelledby="path-coverage-title">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="path-coverage-title">
              Path coverage
            </Title>
            <Switch
              label="Show a generated path"
              checked={showPaths}
              onChange={(event) => setShowPaths(event.currentTarget.checked)}
            />
          </Group>
          {showPaths ? (
            <PathCoverage initialMachine={flowOf(selected?.machineId ?? null)?.name} />
          ) : (
            <Text c="dimmed" size="sm">
              Which transitions and transition pairs one generated path takes, its states and arrows marked on
              the chart: the paths of `npm run paths -- --list`, by machine and criterion.
            </Text>
          )}
        </section>
      </Stack>
    </Container>
  )
}
