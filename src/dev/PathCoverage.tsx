/**
 * The flow viewer's path coverage: pick a machine, a criterion and one of its generated paths
 * (numbered as `npm run paths -- --list` numbers them); the machine's chart marks the states the
 * path passes, and the transitions and transition pairs it takes are listed in order. For testers
 * choosing a path to turn into a browser test (`--format playwright`).
 */
import { useMemo, useState } from 'react'
import { Badge, Code, Grid, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { flows } from '../../machines/registry'
import { isPathCriterion, PATH_CRITERIA, type PathCriterion } from '../../machines/testing/path-sets'
import { chartText } from './charts'
import { FlowChart } from './FlowChart'
import { coverageOfPath, pathsOf, pathTitle } from './path-coverage'

export function PathCoverage({ initialMachine = flows[0]!.name }: { initialMachine?: string }) {
  const [machine, setMachine] = useState(initialMachine)
  const [criterion, setCriterion] = useState<PathCriterion>('transitions')
  const [number, setNumber] = useState(1)
  const flow = flows.find((candidate) => candidate.name === machine) ?? flows[0]!
  const set = useMemo(() => pathsOf(flow, criterion), [flow, criterion])
  const path = set.paths[number - 1] ?? set.paths[0]
  const coverage = useMemo(() => (path ? coverageOfPath(flow, set, path) : undefined), [flow, set, path])
  const text = useMemo(() => chartText(flow, false), [flow])

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
              label={`Chart of ${flow.name}, the states path ${number} passes marked`}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <section aria-label="Transitions the path takes">
              <Title order={3} size="h5">
                Transitions <Badge variant="light">{coverage.transitions.length}</Badge>
              </Title>
              <List size="sm" type="ordered">
                {coverage.transitions.map((key) => (
                  <List.Item key={key}>
                    <Code>{key}</Code>
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
