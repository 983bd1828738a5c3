/**
 * The flow viewer's path coverage: pick a machine, a criterion and one of its generated paths
 * (numbered as `npm run paths -- --list` numbers them); the machine's chart marks the states the
 * path passes and the arrows of the transitions it takes, and the transitions (each said marked or
 * not drawn) and transition pairs it takes are listed in order. For testers
 * choosing a path to turn into a browser test (`--format playwright`).
 */
import { useId, useMemo, useState } from 'react'
import { Badge, Code, Grid, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { flows } from '../../machines/registry'
import { isPathCriterion, PATH_CRITERIA, type PathCriterion } from '../../machines/testing/path-sets'
import { chartEdges } from './chart-edges'
import { chartText } from './charts'
import { FlowChart } from './FlowChart'
import { coverageOfPath, pathsOf, pathTitle } from './path-coverage'

/** Whether a transition's arrow is marked, or why the chart has none (machines/charts/flow-chart.ts). */
function drawnOrWhyNot(key: string, edges: ReadonlyMap<string, unknown>): string {
  return edges.has(key) ? 'marked on the chart' : 'not drawn (enclosing state)'
}

export function PathCoverage({ initialMachine = flows[0]!.name }: { initialMachine?: string }) {
  const [machine, setMachine] = useState(initialMachine)
  const [criterion, setCriterion] = useState<PathCriterion>('transitions')
  const [number, setNumber] = useState(1)
  const flow = flows.find((candidate) => candidate.name === machine) ?? flows[0]!
  const set = useMemo(() => pathsOf(flow, criterion), [flow, criterion])
  const path = set.paths[number - 1] ?? set.paths[0]
  const coverage = useMemo(() => (path ? coverageOfPath(flow, set, path) : undefined), [flow, set, path])
  const text = useMemo(() => chartText(flow, false), [flow])
  const edges = useMemo(() => chartEdges(flow, false), [flow])
  const summary = useId()
  const marked = coverage?.transitions.filter((key) => edges.has(key)) ?? []

  return (
    <Stack gap="xs">
      <Group align="end">
        <NativeSelect
          label="Machine"
          value={flow.name}
          data={flows.map((candidate) => candidate.name)}
          onChange={(event) => {
            setMachine(event.currentTarget.value)
            setNumber(1)
          }}
        />
        <NativeSelect
          label="Criterion"
          value={criterion}
          data={[...PATH_CRITERIA]}
          onChange={(event) => {
            if (isPathCriterion(event.currentTarget.value)) setCriterion(event.currentTarget.value)
            setNumber(1)
          }}
        />
        <NativeSelect
          label={`Path (${set.paths.length})`}
          value={String(number)}
          data={set.paths.map((each, index) => ({ value: String(index + 1), label: pathTitle(each, index) }))}
          onChange={(event) => setNumber(Number(event.currentTarget.value))}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
      {coverage && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <FlowChart
              text={text}
              activeIds={[]}
              passedIds={coverage.passedIds}
              takenEdgeIds={marked.flatMap((key) => edges.get(key) ?? [])}
              label={`Chart of ${flow.name}, the states path ${number} passes and the arrows it takes marked`}
              describedBy={summary}
            />
            <Text size="sm" id={summary} mt="xs">
              {`The chart marks ${marked.length} of the ${coverage.transitions.length} transitions the path takes (cyan arrows).`}
              {marked.length < coverage.transitions.length &&
                ' The others are handled by an enclosing state: not drawn, they are listed in the tables under the chart in docs/flows.'}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <section aria-label="Transitions the path takes">
              <Title order={3} size="h5">
                Transitions <Badge variant="light">{coverage.transitions.length}</Badge>
              </Title>
              <List size="sm" type="ordered">
                {coverage.transitions.map((key) => (
                  <List.Item key={key}>
                    <Code>{key}</Code>{' '}
                    <Text span size="xs" c="dimmed">
                      {drawnOrWhyNot(key, edges)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </section>
            <section aria-label="Transition pairs the path takes">
              <Title order={3} size="h5" mt="sm">
                Transition pairs <Badge variant="light">{coverage.pairs.length}</Badge>
              </Title>
              {coverage.pairs.length === 0 && <Text c="dimmed">None: fewer than two transitions.</Text>}
              <List size="sm" type="ordered">
                {coverage.pairs.map((pair) => (
                  <List.Item key={pair}>
                    <Code>{pair}</Code>
                  </List.Item>
                ))}
              </List>
            </section>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
