// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { useId as mantineUseId } from '@mantine/hooks'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useId } from './mantine-use-id'

const renders: string[] = []
function Labelled({ name, fixed }: { name: string; fixed?: string }) {
  const id = useId(fixed)
  renders.push(`${name}:${id}`)
  return <span id={id}>{name}</span>
}

/** The same with Mantine's own hook. */
function MantineLabelled({ name }: { name: string }) {
  const id = mantineUseId()
  renders.push(`${name}:${id}`)
  return <span id={id}>{name}</span>
}

const containers: HTMLElement[] = []
function container(html = '') {
  const element = document.createElement('div')
  element.innerHTML = html
  document.body.append(element)
  containers.push(element)
  return element
}

describe("the build's useId for Mantine", () => {
  afterEach(() => {
    renders.length = 0
    for (const element of containers.splice(0)) element.remove()
  })

  it('renders a component once as it mounts, where Mantine’s own renders it twice to change its id', async () => {
    const root = createRoot(container())
    await act(async () => root.render(<Labelled name="ours" />))
    expect(renders).toHaveLength(1)
    renders.length = 0
    const theirs = createRoot(container())
    await act(async () => theirs.render(<MantineLabelled name="theirs" />))
    // the planted case: Mantine's random id set after mount
    expect(renders).toHaveLength(2)
    expect(renders[0]).not.toEqual(renders[1])
    root.unmount()
    theirs.unmount()
  })

  it('keeps the id the server wrote once the page is hydrated, unique to each component', async () => {
    const tree = (
      <>
        <Labelled name="first" />
        <Labelled name="second" />
      </>
    )
    const html = renderToString(tree)
    const served = [...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])
    expect(served).toHaveLength(2)
    expect(served[0]).toMatch(/^mantine-/)
    expect(served[0]).not.toEqual(served[1])
    const element = container(html)
    renders.length = 0
    const root = await act(async () => hydrateRoot(element, tree))
    expect([...element.querySelectorAll('span')].map((span) => span.id)).toEqual(served)
    expect(renders).toHaveLength(2)
    root.unmount()
  })

  it('gives a fixed id when one is asked for', async () => {
    const root = createRoot(container())
    await act(async () => root.render(<Labelled name="fixed" fixed="profile-name" />))
    expect(renders).toEqual(['fixed:profile-name'])
    root.unmount()
  })
})
